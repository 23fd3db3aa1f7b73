import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';

let t: TestService;
let a: string;
let b: string;
beforeAll(async () => {
  t = await startTestService({ paused: true });
  a = t.account('ev-a', 10).token;
  b = t.account('ev-b', 10).token;
});
afterAll(async () => t?.close());

/** reads an SSE stream until `until` holds for the collected text */
async function collect(token: string, until: (text: string) => boolean, ac: AbortController): Promise<string> {
  const res = await fetch(`${t.url}/api/local/events`, { headers: { authorization: `Bearer ${token}` }, signal: ac.signal });
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  let text = '';
  while (!until(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += dec.decode(value, { stream: true });
  }
  return text;
}

describe('GET /api/local/events', () => {
  it('streams task events of the caller only', async () => {
    const acA = new AbortController();
    const acB = new AbortController();
    const gotA = collect(a, (s) => s.includes('event: task'), acA);
    const gotB = collect(b, (s) => s.includes('event: task'), acB);
    await new Promise((r) => setTimeout(r, 200));
    const sub = await t.call('POST', '/task/batch/shared', { token: a, body: { prompts: ['x'], platforms: [{ platform: 'deepseek', mode: 'standard' }] } });
    const text = await gotA;
    expect(text).toContain(`event: task\ndata: {"taskId":"${sub.body.data.taskId}"}\n\n`);
    // b's stream was open all along: the first event it hears is b's own task, never a's
    await t.call('PUT', `/task/${sub.body.data.taskId}/stop`, { token: a });
    const own = await t.call('POST', '/task/batch/shared', { token: b, body: { prompts: ['y'], platforms: [{ platform: 'deepseek', mode: 'standard' }] } });
    const textB = await gotB;
    expect(textB).toContain(own.body.data.taskId);
    expect(textB).not.toContain(sub.body.data.taskId);
    acA.abort();
    acB.abort();
  });

  it('streams session events to the owning account only', async () => {
    const acA = new AbortController();
    const acB = new AbortController();
    const gotA = collect(a, (s) => s.includes('event: session'), acA);
    const gotB = collect(b, (s) => s.includes('event: session'), acB);
    await new Promise((r) => setTimeout(r, 200));
    expect((await t.call('DELETE', '/api/local/platforms/kimi/session', { token: a })).body.message).toBe('已退出登录');
    expect(await gotA).toContain('event: session\ndata: {"family":"kimi","state":"never","held":false,"message":null}\n\n');
    expect((await t.call('DELETE', '/api/local/platforms/qianwen/session', { token: b })).body.message).toBe('已退出登录');
    const textB = await gotB;
    expect(textB).toContain('"family":"qianwen"');
    expect(textB).not.toContain('"family":"kimi"');
    acA.abort();
    acB.abort();
  });

  it('refuses a request without a token with the envelope', async () => {
    const r = await t.call('GET', '/api/local/events');
    expect(r.body).toMatchObject({ success: false, code: 401 });
  });
});
