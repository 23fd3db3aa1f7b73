// `cli platform doctor` against the replicas in real Chromium: every hook passes for a web and a
// mobile code of several families; an altered definition fails exactly the altered hook; the
// login wall is reported with the rule that matched; the CLI maps all of it to exit codes.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { doctorCommand } from '../../src-main/cli-doctor.js';
import { replayFixture, runDoctor, type DoctorFixture, type DoctorReport } from '../../src-main/engine/doctor/index.js';
import { launchBrowser } from '../../src-main/engine/nodes/browser.js';
import { getPlatformDefinition } from '../../src-main/engine/platforms/index.js';
import type { PlatformDefinition } from '../../src-main/engine/platforms/types.js';
import { sandboxPromptRouting, startSandbox, type SandboxServer } from '../../src-main/sandbox/index.js';
import { runCli } from '../helpers/processes.js';
import { sharedBrowser } from './helpers.js';

let sandbox: SandboxServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bm-doctor-'));
  sandbox = await startSandbox();
  browser = await launchBrowser(null, { headless: true, channel: null, endpoint: sharedBrowser() });
});
afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const def = (code: string) => getPlatformDefinition(code)!;

function doctor(d: PlatformDefinition, extra: { prompt?: string; session?: { file: string } | { none: string }; readyMs?: number } = {}): Promise<DoctorReport> {
  return runDoctor({
    def: d,
    browser,
    routing: sandboxPromptRouting(sandbox.baseUrl),
    mode: 'search',
    prompt: extra.prompt ?? '推荐几款降噪耳机',
    dataDir,
    session: extra.session ?? { none: 'no account desktop' },
    out: join(dataDir, `${d.code}-${Math.random().toString(36).slice(2)}.json`),
    createShare: true,
    readyMs: extra.readyMs,
  });
}

const failed = (r: DoctorReport) => r.hooks.filter((h) => h.status === 'failed').map((h) => h.hook);
const hook = (r: DoctorReport, name: string) => r.hooks.find((h) => h.hook === name);

describe('doctor passes every hook of the shipped definitions (search mode)', () => {
  const codes = ['deepseek', 'doubao_mobile', 'kimi', 'qianwen_mobile'];
  let reports: DoctorReport[] = [];
  let sessionFile = '';
  beforeAll(async () => {
    sessionFile = join(dataDir, 'kimi-state.json');
    await writeFile(sessionFile, JSON.stringify({ cookies: [], origins: [{ origin: sandbox.baseUrl, localStorage: [{ name: 'doctor-probe', value: '1' }] }] }));
    reports = await Promise.all(codes.map((c) => doctor(def(c), c === 'kimi' ? { session: { file: sessionFile } } : {})));
  }, 120_000);

  it('reports each hook as found, with what matched', () => {
    for (const r of reports) {
      const d = def(r.code);
      expect(failed(r), `${r.code}: ${JSON.stringify(r.hooks, null, 1)}`).toEqual([]);
      expect(r.ok).toBe(true);
      const names = r.hooks.map((h) => h.hook);
      expect(names).toEqual(expect.arrayContaining(['page', 'login/challenge', 'prompt entry', 'toggle search', 'send', 'stream', 'parser', 'answer container', 'screenshot']));
      expect(d.page.input.some((s) => hook(r, 'prompt entry')!.found.startsWith(s))).toBe(true);
      expect(hook(r, 'toggle search')!.found).toMatch(/on after$/);
      expect(hook(r, 'stream')!.found).toContain(`${d.stream.requests[0]!.method} ${d.sandboxPath}`);
      expect(hook(r, 'parser')!.found).toMatch(/[1-9]\d* references/);
      expect(hook(r, 'answer container')!.found).toContain(d.page.answer);
      // share hooks only where the platform shares (the web codes here)
      expect(hook(r, 'share')?.status ?? 'none').toBe(d.features.share ? 'ok' : 'none');
      if (d.features.share) expect(hook(r, 'share')!.found).toMatch(/\/share\//);
    }
    expect(hook(reports[2]!, 'saved session')).toMatchObject({ status: 'ok', found: expect.stringContaining('1 origins') });
    expect(hook(reports[0]!, 'saved session')).toMatchObject({ status: 'absent', required: false });
  });

  it('saves the captured stream owner-only, and it replays to the same parse', async () => {
    for (const r of reports) {
      expect((await stat(r.fixtureFile)).mode & 0o777).toBe(0o600);
      expect((await stat(r.screenshotFile!)).size).toBeGreaterThan(1_000);
      const fixture = JSON.parse(await readFile(r.fixtureFile, 'utf8')) as DoctorFixture;
      expect(fixture).toMatchObject({ code: r.code, mode: 'search', prompt: '推荐几款降噪耳机', hooks: r.hooks });
      expect(fixture.responses[0]).toMatchObject({ method: 'POST', status: 200, bodyBase64: expect.any(String) });
      expect(fixture.parsed?.sources.length).toBeGreaterThan(0);
      expect(replayFixture(def(r.code), fixture)).toEqual(fixture.parsed);
    }
  });
});

describe('doctor on an altered definition fails exactly the altered hook', () => {
  it('an input selector the page no longer has: prompt entry ✗, with the page’s editable elements as evidence', async () => {
    const d = def('deepseek');
    const broken = { ...d, page: { ...d.page, input: ['textarea#prompt-box'] } };
    const r = await doctor(broken, { readyMs: 3_000 });
    expect(failed(r)).toEqual(['prompt entry']);
    expect(r.ok).toBe(false);
    expect(hook(r, 'prompt entry')!.found).toContain('textarea#chat-input');
    expect(hook(r, 'send')!.status).toBe('skipped');
  });

  it('a stream path the page no longer calls: stream ✗, naming the call the page made; the DOM still answers', async () => {
    const d = def('doubao');
    const broken = { ...d, stream: { ...d.stream, requests: [{ method: 'POST' as const, pathSuffix: '/chat/completion/v2' }] } };
    const r = await doctor(broken);
    expect(failed(r)).toEqual(['stream']);
    expect(hook(r, 'stream')!.found).toContain('POST /doubao/chat/completion (200 text/event-stream)');
    expect(hook(r, 'parser')!.status).toBe('skipped');
    expect(hook(r, 'answer container')!.status).toBe('ok');
    // the evidence for the fix: the page's own stream, saved; with the real path it parses to the answer
    const fixture = JSON.parse(await readFile(r.fixtureFile, 'utf8')) as DoctorFixture;
    expect(fixture.responses).toEqual([]);
    const stream = fixture.unmatched.filter((u) => new URL(u.url).pathname === '/doubao/chat/completion');
    expect(stream).toHaveLength(1);
    expect(replayFixture(d, { responses: stream })).toMatchObject({ finished: true, error: null, answer: expect.stringMatching(/\S{20}/) });
  });
});

describe('cli platform doctor', () => {
  it('a code without a page adapter, or an unknown one, exits 2 with a clear message', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(await doctorCommand(['quark', '--data-dir', dataDir])).toBe(2);
      expect(await doctorCommand(['nope', '--data-dir', dataDir])).toBe(2);
      expect(await doctorCommand(['deepseek', '--mode', 'fast', '--data-dir', dataDir])).toBe(2);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        'cli: no page adapter for quark yet',
        'cli: unknown platform code nope',
        expect.stringContaining('--mode must be one of standard, reasoning, search, reasoning_search'),
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  it('--sandbox --json: exit 0 when every hook passed, exit 1 at a login wall with the rule that matched', { timeout: 150_000 }, async () => {
    // the account's saved session for the family, where the session store keeps it
    const account = JSON.parse(runCli(['account', 'create', 'desktop', '--data-dir', dataDir]).stdout) as { userId: number };
    const stateFile = join(dataDir, 'sessions', String(account.userId), 'deepseek.json');
    await mkdir(dirname(stateFile), { recursive: true });
    await writeFile(stateFile, JSON.stringify({ cookies: [], origins: [] }), { mode: 0o600 });
    const ok = runCli(['platform', 'doctor', 'deepseek_mobile', '--sandbox', '--json', '--mode', 'standard', '--data-dir', dataDir]);
    expect(ok.status, ok.stderr + ok.stdout).toBe(0);
    const report = JSON.parse(ok.stdout) as DoctorReport;
    expect(report).toMatchObject({ code: 'deepseek_mobile', mode: 'standard', ok: true });
    expect(report.fixtureFile).toMatch(/\/doctor\/deepseek_mobile-\d{8}-\d{6}\.json$/);
    expect(hook(report, 'saved session')).toMatchObject({ status: 'ok', found: `${stateFile} (0 cookies, 0 origins with storage)` });

    const login = runCli(['platform', 'doctor', 'deepseek', '--sandbox', '--prompt', '[sim:login] 手机推荐', '--data-dir', dataDir]);
    expect(login.status, login.stderr).toBe(1);
    expect(login.stdout).toMatch(/✗ login\/challenge — login wall shown — rule matched: /);
    expect(login.stdout).toContain('failed: login/challenge');
    expect(login.stdout).not.toMatch(/✗ (prompt entry|send|stream)/);
  });
});
