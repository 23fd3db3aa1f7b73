import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;
beforeAll(async () => {
  t = await startTestService({ paused: true });
  token = t.account('hy', 10).token;
});
afterAll(async () => t?.close());

/** fetch() will not let a test forge Host; node:http will */
function rawRequest(path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), path, method, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, headers: res.headers }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
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
