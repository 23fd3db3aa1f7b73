import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { runCli } from '../helpers/processes.js';
import { tempDir } from '../helpers/service.js';

const dir = tempDir('cli');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('cli account / token', () => {
  let token = '';
  it('account create prints {"userId","name","token"}', () => {
    const r = runCli(['account', 'create', 'acme', '--balance', '12.5', '--data-dir', dir]);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout.trim());
    expect(Object.keys(out)).toEqual(['userId', 'name', 'token']);
    expect(out).toMatchObject({ userId: expect.any(Number), name: 'acme' });
    expect(out.token).toMatch(/^bm_[A-Za-z0-9]{40}$/);
    token = out.token;
  });
  it('refuses a duplicate account name', () => {
    const r = runCli(['account', 'create', 'acme', '--data-dir', dir]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('already exists');
  });
  it('account topup adds to the balance', () => {
    const r = runCli(['account', 'topup', 'acme', '7.5', '--data-dir', dir]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ name: 'acme', balance: '20.00' });
  });
  it('refuses a malformed amount', () => {
    expect(runCli(['account', 'topup', 'acme', '1.234', '--data-dir', dir]).status).toBe(1);
    expect(runCli(['account', 'topup', 'acme', '-5', '--data-dir', dir]).status).toBe(1);
  });
  it('account list shows balances and live token counts', () => {
    runCli(['token', 'create', 'acme', '--data-dir', dir]);
    const r = runCli(['account', 'list', '--data-dir', dir]);
    const list = JSON.parse(r.stdout);
    expect(list).toEqual([expect.objectContaining({ name: 'acme', balance: '20.00', tokens: 2 })]);
  });
  it('token revoke by prefix', () => {
    const r = runCli(['token', 'revoke', token.slice(0, 10), '--data-dir', dir]);
    expect(r.status, r.stderr).toBe(0);
    const list = JSON.parse(runCli(['account', 'list', '--data-dir', dir]).stdout);
    expect(list[0].tokens).toBe(1);
    expect(runCli(['token', 'revoke', token.slice(0, 10), '--data-dir', dir]).status).toBe(1);
  });
  it('settings set/show edit owner settings, refusing unknown keys and bad values', () => {
    const set = runCli(['settings', 'set', 'maxRetries', '5', '--data-dir', dir]);
    expect(set.status, set.stderr).toBe(0);
    expect(JSON.parse(set.stdout)).toEqual({ maxRetries: 5 });
    const prices = { currency: 'CNY', domestic: { base: 10, reasoning: 10, screenshot: 10 }, overseas: { base: 30, screenshot: 10 } };
    expect(runCli(['settings', 'set', 'prices', JSON.stringify(prices), '--data-dir', dir]).status).toBe(0);
    const shown = JSON.parse(runCli(['settings', 'show', '--data-dir', dir]).stdout);
    expect(shown).toMatchObject({ maxRetries: 5, prices, retryDelayMs: 300000 });
    const bad = runCli(['settings', 'set', 'maxRetries', '1.5', '--data-dir', dir]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('maxRetries');
    expect(runCli(['settings', 'set', 'colour', '"blue"', '--data-dir', dir]).stderr).toContain('unknown setting');
    expect(runCli(['settings', 'set', 'prices', '{"domestic":{"base":0.1}}', '--data-dir', dir]).status).toBe(1);
  });
  it('prints usage for an unknown command', () => {
    const r = runCli(['frobnicate', '--data-dir', dir]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('usage');
  });
});
