import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { openDatabase } from '../../src-main/db/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest as raw } from '../helpers/raw-http.js';
import { startTestService, tempDir, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;
beforeAll(async () => {
  t = await startTestService({ paused: true });
  token = t.account('hy', 10).token;
});
afterAll(async () => t?.close());

/** the service's answer, its body parsed */
async function rawRequest(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const r = await raw(t.url, path, headers, method, body);
  return { status: r.status, body: r.text ? JSON.parse(r.text) : null, headers: r.headers };
}

describe('listening address', () => {
  it('binds 127.0.0.1 only', () => {
    const addr = t.service.app.server.address();
    expect(typeof addr === 'object' && addr?.address).toBe('127.0.0.1');
  });
});

describe('Host header', () => {
  for (const host of ['localhost:1234', '127.0.0.1', '[::1]:80']) {
    it(`accepts ${host}`, async () => {
      const r = await rawRequest('/api/business/system/models', { host });
      expect(r.status).toBe(200);
    });
  }
  for (const host of ['evil.example.com', 'localhost.evil.com:80', '192.168.1.10:18790']) {
    it(`refuses ${host}`, async () => {
      const r = await rawRequest('/api/business/system/models', { host });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ success: false, code: 403, data: null });
    });
  }
});

describe('cross-origin browsers', () => {
  it('refuses a foreign Origin and grants no CORS header', async () => {
    const r = await t.call('GET', '/api/business/system/models', { headers: { origin: 'https://evil.example.com' } });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('拒绝访问: 不接受跨域请求');
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('refuses a CORS preflight', async () => {
    const r = await t.call('OPTIONS', '/task/batch/shared', { headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
    expect(r.status).toBe(403);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });
  it('refuses Sec-Fetch-Site: cross-site (a form post from another site)', async () => {
    const r = await t.call('POST', '/task/batch/shared', { token, headers: { 'sec-fetch-site': 'cross-site' }, body: {} });
    expect(r.status).toBe(403);
  });
});

describe('request bodies', () => {
  it('answers a body over 1 MiB with an envelope and writes nothing', async () => {
    const big = JSON.stringify({ prompts: ['x'.repeat(1024 * 1024 + 10)], platforms: [] });
    const r = await t.call('POST', '/task/batch/shared', { token, raw: big });
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ success: false, code: 300001, data: null });
    expect(r.body.message).toContain('1 MiB');
    const list = await t.call('GET', '/task/list', { token });
    expect(list.body.data.total).toBe(0);
  });
  it('accepts Content-Type: application/json with an empty body on GET and PUT', async () => {
    const headers = { host: '127.0.0.1', authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': '0' };
    const g = await rawRequest('/api/business/monitor/task/callback-url', headers);
    expect(g.body).toEqual({ success: true, code: 200, message: '操作成功', data: null });
    const p = await rawRequest('/api/business/monitor/task/callback-url', headers, 'PUT');
    expect(p.body).toEqual({ success: true, code: 200, message: '回调地址更新成功', data: null });
  });
  it('refuses a non-JSON content type with an envelope', async () => {
    const r = await t.call('POST', '/task/batch/shared', { token, headers: { 'content-type': 'text/plain' }, raw: 'hello' });
    expect(r.body).toMatchObject({ success: false, code: 300001 });
  });
});

describe('unknown routes', () => {
  it('answer a 404 envelope', async () => {
    const r = await t.call('GET', '/task/nothing/here');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, code: 404, message: '接口不存在: GET /task/nothing/here', data: null });
  });
});

describe('GET /api/local/openapi.json', () => {
  it('documents every contract path', async () => {
    const r = await fetch(`${t.url}/api/local/openapi.json`);
    const doc = (await r.json()) as any;
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/task/batch/shared',
      '/api/business/monitor/task/batch/shared',
      '/task/status/{taskId}',
      '/task/result/{taskId}',
      '/task/result/{taskId}/{subTaskId}',
      '/task/list',
      '/task/{taskId}/stop',
      '/api/business/monitor/task/callback-url',
      '/api/business/eip-edge/ports/city-info',
      '/api/business/eip-edge/regions/overseas',
      '/api/business/system/models',
      '/api/reconciliation/summary',
      '/api/reconciliation/records',
      '/api/reconciliation/balance',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    expect(doc.paths['/task/batch/shared'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('prompts');
  });
});

/** bytes straight onto a socket: what no HTTP client library would send */
function rawSocket(text: string): Promise<{ status: number; headers: string; body: any }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (c) => (out += c.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body] = [out.slice(0, out.indexOf('\r\n\r\n')), out.slice(out.indexOf('\r\n\r\n') + 4)];
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1]), headers: head.toLowerCase(), body: JSON.parse(body) });
    });
  });
}

describe('router- and parser-level errors are envelopes', () => {
  it('a malformed percent-escape in the path', async () => {
    const r = await rawRequest('/task/status/%zz', { host: '127.0.0.1', authorization: `Bearer ${token}` });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 300001, data: null });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
  it('a path parameter over 100 characters', async () => {
    const r = await rawRequest(`/task/status/${'a'.repeat(101)}`, { host: '127.0.0.1', authorization: `Bearer ${token}` });
    expect(r.status).toBe(414);
    expect(r.body).toMatchObject({ success: false, code: 300001, data: null });
    expect(r.body.message).toContain('100');
  });
  it("headers over Node's limit", async () => {
    const r = await rawSocket(`GET /task/list HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`);
    expect(r.status).toBe(431);
    expect(r.body).toMatchObject({ success: false, code: 300001, data: null });
    expect(r.headers).toContain('x-content-type-options: nosniff');
  });
  it('a request that is not HTTP', async () => {
    const r = await rawSocket('HELLO THERE\r\n\r\n');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 300001, data: null });
  });
});

describe('X-Content-Type-Options: nosniff', () => {
  it('is on successes, refusals and unknown routes alike', async () => {
    for (const r of [
      await t.call('GET', '/api/business/system/models'),
      await t.call('GET', '/task/list', { token }),
      await t.call('GET', '/task/list'),
      await t.call('GET', '/task/nothing/here'),
      await t.call('GET', '/api/business/system/models', { headers: { origin: 'https://evil.example.com' } }),
    ]) {
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('is on the status and result reads, before the router and through the route (a query string): JSON, exact length, HEAD without a body', async () => {
    const taskId = (await t.call('POST', '/task/batch/shared', { token, body: { prompts: ['问题'], platforms: [{ platform: 'deepseek', mode: 'standard' }] } })).body.data.taskId;
    for (const path of [`/task/status/${taskId}`, `/api/business/monitor/task/result/${taskId}`, `/task/status/${taskId}?via=route`, `/task/result/${taskId}?via=route`]) {
      const res = await fetch(t.url + path, { headers: { authorization: `Bearer ${token}` } });
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([res.status, res.headers.get('content-type'), res.headers.get('x-content-type-options')]).toEqual([200, 'application/json; charset=utf-8', 'nosniff']);
      expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
      expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ success: true, code: 200, message: '操作成功', data: { taskId } });
      const head = await fetch(t.url + path, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } });
      expect([head.status, head.headers.get('content-length'), (await head.arrayBuffer()).byteLength]).toEqual([200, String(bytes.length), 0]);
    }
  });
});

describe('PUT /task/callback-url with a body that is not an object', () => {
  it('is refused with 300001 and changes nothing', async () => {
    const set = await t.call('PUT', '/task/callback-url', { token, body: { callbackUrl: 'http://127.0.0.1:9/hook' } });
    expect(set.body.success).toBe(true);
    for (const raw of ['"http://127.0.0.1:9/other"', '[]', 'true', 'null', '42']) {
      const r = await t.call('PUT', '/task/callback-url', { token, raw });
      expect(r.body, raw).toMatchObject({ success: false, code: 300001, data: null });
      expect((await t.call('GET', '/task/callback-url', { token })).body.data).toBe('http://127.0.0.1:9/hook');
    }
    await t.call('PUT', '/task/callback-url', { token, body: { callbackUrl: null } });
  });
});

describe('data dir permissions', () => {
  const mode = (path: string) => statSync(path).mode & 0o777;
  it.skipIf(process.platform === 'win32')('the running service keeps its dir 0700 and its database 0600', () => {
    expect(mode(t.dataDir)).toBe(0o700);
    for (const f of ['brand-monitor.db', 'brand-monitor.db-wal', 'brand-monitor.db-shm']) expect(mode(join(t.dataDir, f)), f).toBe(0o600);
  });
  it.skipIf(process.platform === 'win32')('a dir and database made open to others earlier are tightened', async () => {
    const dir = join(tempDir('perm'), 'data');
    mkdirSync(dir, { mode: 0o755 });
    writeFileSync(join(dir, 'brand-monitor.db'), '', { mode: 0o644 });
    const db = await openDatabase(dir);
    try {
      expect(mode(dir)).toBe(0o700);
      expect(mode(join(dir, 'brand-monitor.db'))).toBe(0o600);
    } finally {
      await db.close();
      db.raw.close();
    }
  });
});
