import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastReads } from '../../src-main/api/fast-reads.js';
import { TokenCache } from '../../src-main/api/guards.js';
import { CODE } from '../../src-main/engine/errors.js';
import { rawRequest } from '../helpers/raw-http.js';
import { startTestService, type TestService } from '../helpers/service.js';

let t: TestService;
let mine: string;
let theirs: string;
let taskId: string;
let theirTask: string;
const submit = async (token: string) =>
  (await t.call('POST', '/task/batch/shared', { token, body: { prompts: [`问题 ${Math.random()}`], platforms: [{ platform: 'deepseek', mode: 'standard' }] } })).body.data.taskId as string;

beforeAll(async () => {
  t = await startTestService({ paused: true });
  mine = t.account('fast-mine', 10).token;
  theirs = t.account('fast-theirs', 10).token;
  taskId = await submit(mine);
  theirTask = await submit(theirs);
});
afterAll(async () => t?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** each request that must not be answered before the router, and what the route answers it */
const declined = () => [
  { name: 'a foreign Host', path: `/task/status/${taskId}`, headers: { ...bearer(mine), host: 'evil.example' }, code: CODE.forbidden },
  { name: 'a cross-origin browser', path: `/task/status/${taskId}`, headers: { ...bearer(mine), origin: 'http://evil.example' }, code: CODE.forbidden },
  { name: 'a cross-site fetch', path: `/task/result/${taskId}`, headers: { ...bearer(mine), 'sec-fetch-site': 'cross-site' }, code: CODE.forbidden },
  { name: 'no token', path: `/task/status/${taskId}`, headers: {}, code: CODE.unauthorized },
  { name: 'an unknown token', path: `/task/status/${taskId}`, headers: bearer('bm_nope'), code: CODE.unauthorized },
  { name: "another account's task", path: `/task/status/${theirTask}`, headers: bearer(mine), code: CODE.notFound },
  { name: 'an unknown task', path: '/task/result/0123456789abcdef0123456789abcdef', headers: bearer(mine), code: CODE.notFound },
  { name: 'a query string', path: `/task/status/${taskId}?x=1`, headers: bearer(mine), code: 200 },
  { name: 'a percent-escaped id', path: `/task/status/${taskId.slice(0, -1)}%${taskId.charCodeAt(31).toString(16)}`, headers: bearer(mine), code: 200 },
];

describe('fastReads, on a server of its own with a fallback that only counts', () => {
  let server: Server;
  let url: string;
  let fallbacks = 0;
  let closing = false;
  beforeAll(async () => {
    const fast = fastReads(t.service.engine, new TokenCache(t.service.engine), () => closing);
    server = createServer((req, res) => {
      if (fast(req, res)) return;
      fallbacks++;
      res.end('fallback');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers the caller\'s own status and result under both prefixes, byte for byte what the route answers', async () => {
    for (const path of [`/task/status/${taskId}`, `/task/result/${taskId}`, `/api/business/monitor/task/status/${taskId}`]) {
      const before = fallbacks;
      const fast = await rawRequest(url, path, bearer(mine));
      expect(fallbacks).toBe(before);
      expect([fast.status, fast.headers['content-type'], fast.headers['x-content-type-options'], Number(fast.headers['content-length'])]).toEqual([
        200,
        'application/json; charset=utf-8',
        'nosniff',
        Buffer.byteLength(fast.text),
      ]);
      expect(JSON.parse(fast.text)).toMatchObject({ success: true, code: 200, data: { taskId } });
      // the route's own answer (HEAD is always the route's): the same length
      const head = await rawRequest(t.url, path, bearer(mine), 'HEAD');
      expect(head.headers['content-length']).toBe(fast.headers['content-length']);
    }
  });

  it('leaves every other request to the router', async () => {
    const cases = [...declined(), { name: 'HEAD', path: `/task/status/${taskId}`, headers: bearer(mine), method: 'HEAD' }, { name: 'POST', path: `/task/status/${taskId}`, headers: bearer(mine), method: 'POST' }];
    for (const c of cases) {
      const before = fallbacks;
      const answer = await rawRequest(url, c.path, c.headers, 'method' in c ? c.method : 'GET');
      expect({ name: c.name, fallbacks: fallbacks - before, status: answer.status }).toEqual({ name: c.name, fallbacks: 1, status: 200 });
    }
  });

  it('leaves everything to the router once the server is closing', async () => {
    closing = true;
    try {
      const before = fallbacks;
      expect((await rawRequest(url, `/task/status/${taskId}`, bearer(mine))).text).toBe('fallback');
      expect(fallbacks).toBe(before + 1);
    } finally {
      closing = false;
    }
  });

  it('sees a revoked token at once', async () => {
    const { token } = t.account('fast-revoked', 10);
    const own = await submit(token);
    let before = fallbacks;
    expect(JSON.parse((await rawRequest(url, `/task/status/${own}`, bearer(token))).text).success).toBe(true);
    expect(fallbacks).toBe(before);
    t.service.engine.accounts.revokeToken(token);
    before = fallbacks;
    expect((await rawRequest(url, `/task/status/${own}`, bearer(token))).text).toBe('fallback');
    expect(fallbacks).toBe(before + 1);
    const routed = JSON.parse((await rawRequest(t.url, `/task/status/${own}`, bearer(token))).text);
    expect([routed.success, routed.code]).toEqual([false, CODE.unauthorized]);
  });
});

describe('the service answers what the fast path declines with the route\'s envelope', () => {
  it('gives each its documented code', async () => {
    for (const c of declined()) {
      const answer = await rawRequest(t.url, c.path, c.headers);
      const body = JSON.parse(answer.text);
      expect({ name: c.name, code: body.code, success: body.success }).toEqual({ name: c.name, code: c.code, success: c.code === 200 });
    }
  });
});
