// The owner's egress and pool settings from the command line: proxies and endpoint tokens are
// stored as given and shown masked everywhere.
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';

const dir = tempDir('cli-egress');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const cli = (...args: string[]) => runCli([...args, '--data-dir', dir]);

describe('cli region / pools', () => {
  it('region set/list/unset, credentials never printed', () => {
    const set = cli('region', 'set', '410000', 'http://henan:Top-Secret-9@10.0.0.5:8080');
    expect(set.status, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ regionCode: '410000', name: '河南省', scope: 'domestic', hasEgress: true, egress: 'proxy', proxy: 'http://***:***@10.0.0.5:8080' });
    expect(cli('region', 'set', '310000', 'direct').status).toBe(0);
    const list = cli('region', 'list');
    expect(list.stdout).toContain('410000\t河南省\thttp://***:***@10.0.0.5:8080');
    expect(list.stdout).toContain('310000\t上海市\tdirect');
    expect(list.stdout).toMatch(/110000\t北京市\t\(无出口/);
    const shown = cli('settings', 'show');
    expect(JSON.parse(shown.stdout).regionEgress).toEqual({ '410000': 'http://***:***@10.0.0.5:8080', '310000': 'direct' });
    for (const out of [set.stdout, list.stdout, shown.stdout]) expect(out).not.toContain('Top-Secret-9');

    const bad = cli('region', 'set', '410000', 'ftp://henan:Top-Secret-9@10.0.0.5:21');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('unsupported proxy scheme');
    expect(bad.stderr).not.toContain('Top-Secret-9');
    expect(cli('region', 'set', '999999', 'direct').stderr).toContain('unknown region code 999999');
    const socks = cli('region', 'set', '440000', 'socks5://gd:Sock-Secret-1@10.0.0.6:1080');
    expect(JSON.parse(socks.stdout)).toMatchObject({ regionCode: '440000', egress: 'proxy', proxy: 'socks5://***:***@10.0.0.6:1080' });
    expect(socks.stdout).not.toContain('Sock-Secret-1');

    expect(JSON.parse(cli('region', 'unset', '410000').stdout)).toMatchObject({ regionCode: '410000', hasEgress: false });
  });

  it('remote browsers and pacing through settings set; endpoint tokens masked', () => {
    const pools = [{ name: 'lab-1', kind: 'cdp', endpoint: 'wss://browserless.example.com?token=abc123secret', concurrency: 3 }];
    const set = cli('settings', 'set', 'remoteBrowsers', JSON.stringify(pools));
    expect(set.status, set.stderr).toBe(0);
    expect(set.stdout).not.toContain('abc123secret');
    expect(JSON.parse(set.stdout).remoteBrowsers[0]).toMatchObject({ name: 'lab-1', kind: 'cdp', concurrency: 3 });
    expect(cli('settings', 'set', 'remoteBrowsers', '[{"name":"x","kind":"grid","endpoint":"ws://h:1","concurrency":1}]').stderr).toContain('kind');
    expect(cli('settings', 'set', 'platformPacing', '{"deepseek":{"concurrency":1,"spacingMs":8000}}').status).toBe(0);
    expect(cli('settings', 'set', 'platformPacing', '{"nosuch":{"concurrency":1}}').stderr).toContain('unknown platform code nosuch');
    expect(cli('settings', 'set', 'concurrency', '0').status).toBe(0);
    expect(cli('settings', 'set', 'remoteBrowsers', '[]').stderr).toContain('concurrency 0 leaves no browser');
  });
});
