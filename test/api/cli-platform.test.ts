// `cli platform login|logout`: refusals, the logout, and a login window nobody completes, which
// ends at its timeout with nothing saved (the window itself is driven in test/nodes/platform-login*).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';

const dir = tempDir('cli-platform');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cli platform', () => {
  it('refuses an unknown family and an unknown account', () => {
    expect(runCli(['account', 'create', 'acme', '--data-dir', dir]).status).toBe(0);
    const unknown = runCli(['platform', 'login', 'nope', '--account', 'acme', '--data-dir', dir]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('未知的平台 nope');
    const nobody = runCli(['platform', 'logout', 'doubao', '--account', 'nobody', '--data-dir', dir]);
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain('no account named nobody');
  });

  it('logout forgets the family for the account', () => {
    const r = runCli(['platform', 'logout', 'doubao', '--account', 'acme', '--data-dir', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ family: 'doubao', state: 'never' });
  });

  it('a login window left alone ends at the timeout, failed, saving nothing', () => {
    const r = runCli(['platform', 'login', 'doubao', '--account', 'acme', '--sandbox', '--timeout', '10', '--data-dir', dir]);
    expect(r.status, r.stderr).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ family: 'doubao', state: 'failed', message: '登录超时 (10 秒)' });
    expect(existsSync(join(dir, 'sessions'))).toBe(false);
  });
});
