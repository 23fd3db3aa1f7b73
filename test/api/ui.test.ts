import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../helpers/service.js';

let t: TestService;
const dir = mkdtempSync(join(tmpdir(), 'bm-renderer-'));
beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/app-abc.js"></script>');
  writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
  process.env['BRAND_MONITOR_RENDERER_DIR'] = dir;
  t = await startTestService({ paused: true });
});
afterAll(async () => t?.close());

describe('the served renderer', () => {
  it('serves index.html with a strict CSP', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(await res.text()).toContain('/assets/app-abc.js');
  });

  it('serves hashed assets and nothing outside the assets folder', async () => {
    const js = await fetch(`${t.url}/assets/app-abc.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('console.log(1)');
    for (const p of ['/assets/..%2Findex.html', '/assets/.hidden', '/assets/missing.js', '/index.html/../../etc/passwd']) {
      const r = await fetch(`${t.url}${p}`);
      expect(r.status, p).toBe(404);
    }
  });
});
