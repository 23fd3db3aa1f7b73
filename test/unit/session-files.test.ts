// The saved-login files: owner-only permissions, whole-file replacement, keys that cannot climb
// out of <dataDir>/sessions, and a damaged file read as no login.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { redactSession, SessionFiles } from '../../src-main/engine/sessions/files.js';

const dirs: string[] = [];
const fresh = () => {
  const d = mkdtempSync(join(tmpdir(), 'bm-sessfiles-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const state = (value: string) => ({ cookies: [{ name: 'sessionid', value, domain: '127.0.0.1', path: '/doubao' }], origins: [] });

describe('SessionFiles', () => {
  it('writes 0600 files in 0700 folders and reads back what was written', () => {
    const dataDir = fresh();
    const files = new SessionFiles(dataDir);
    files.write(7, 'doubao', state('tok-1'));
    const file = files.path(7, 'doubao');
    expect(file).toBe(join(dataDir, 'sessions', '7', 'doubao.json'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'sessions')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'sessions', '7')).mode & 0o777).toBe(0o700);
    expect(files.read(7, 'doubao')).toEqual(state('tok-1'));
  });

  it('replaces the whole file on a rewrite and leaves no temporary file behind', () => {
    const files = new SessionFiles(fresh());
    files.write(1, 'deepseek', state('old'));
    files.write(1, 'deepseek', state('new'));
    expect(files.read(1, 'deepseek')).toEqual(state('new'));
    expect(readdirSync(join(files.root, '1'))).toEqual(['deepseek.json']);
  });

  it('answers null for no file, a damaged file or a wrong shape; remove forgets', () => {
    const files = new SessionFiles(fresh());
    expect(files.read(2, 'kimi')).toBeNull();
    files.write(2, 'kimi', state('x'));
    writeFileSync(files.path(2, 'kimi'), '{"cookies": [');
    expect(files.read(2, 'kimi')).toBeNull();
    writeFileSync(files.path(2, 'kimi'), '{"cookies": {}}');
    expect(files.read(2, 'kimi')).toBeNull();
    files.remove(2, 'kimi');
    files.remove(2, 'kimi');
    expect(files.read(2, 'kimi')).toBeNull();
  });

  it('refuses keys that would leave the sessions folder', () => {
    const files = new SessionFiles(fresh());
    for (const [id, family] of [[1, '../x'], [1, 'a/b'], [0, 'doubao'], [-1, 'doubao'], [1.5, 'doubao'], [1, ''], [1, 'Doubao']] as const) {
      expect(() => files.path(id, family)).toThrow('invalid session key');
    }
  });
});

describe('redactSession', () => {
  it('masks every cookie and storage value of a state, leaving short values and other text', () => {
    const s = {
      cookies: [{ name: 'sessionid', value: 'db-abcdefghijklmnop' }, { name: 'flag', value: '1' }],
      origins: [{ origin: 'http://x', localStorage: [{ name: 'userToken', value: '{"value":"sbx-0123456789"}' }] }],
    };
    expect(redactSession('refused db-abcdefghijklmnop and {"value":"sbx-0123456789"} flag=1 sbx-0123456789', s)).toBe('refused *** and *** flag=1 ***');
  });
});
