// One Chromium per pool, launched on first use and relaunched when it goes away. Discovery
// order: the setting, env BRAND_MONITOR_CHROMIUM, /usr/bin/chromium (and common Linux paths),
// then an installed Chrome or Edge through Playwright's channels.

import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { errorText, fail } from './errors.js';

export type BrowserCandidate = { path: string; origin: string } | { channel: 'chrome' | 'msedge'; origin: string };

// Without these Chromium stalls on closed networks (update checks, QUIC probes) and shows
// itself as automated to anti-bot scripts; --no-sandbox because services often run as root.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-blink-features=AutomationControlled',
];

const LINUX_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

export function browserCandidates(setting: string | null | undefined, env: NodeJS.ProcessEnv = process.env): BrowserCandidate[] {
  const out: BrowserCandidate[] = [];
  if (setting) out.push({ path: setting, origin: 'setting browserPath' });
  if (env.BRAND_MONITOR_CHROMIUM) out.push({ path: env.BRAND_MONITOR_CHROMIUM, origin: 'env BRAND_MONITOR_CHROMIUM' });
  for (const path of LINUX_PATHS) out.push({ path, origin: path });
  out.push({ channel: 'chrome', origin: 'installed Chrome' }, { channel: 'msedge', origin: 'installed Edge' });
  return out;
}

export interface LaunchChoice {
  headless: boolean;
  /** a preferred Playwright channel ('chrome'): tried first, the discovered Chromium otherwise */
  channel: string | null;
  /** DISPLAY for a headed browser (a virtual one on displayless Linux) */
  display?: string | null;
  /** a running browser server to connect to instead of launching (tests share one across files) */
  endpoint?: string | null;
}

export async function launchBrowser(setting: string | null | undefined, choice: LaunchChoice): Promise<Browser> {
  const { headless } = choice;
  const tried: string[] = [];
  if (choice.endpoint) {
    try {
      return await chromium.connect(choice.endpoint, { timeout: 15_000 });
    } catch (err) {
      tried.push(`browser server ${choice.endpoint}: ${errorText(err)}`);
    }
  }
  const preferred: BrowserCandidate[] = choice.channel ? [{ channel: choice.channel as 'chrome', origin: `channel ${choice.channel}` }] : [];
  const env = choice.display ? { ...process.env, DISPLAY: choice.display } : undefined;
  for (const candidate of [...preferred, ...browserCandidates(setting)]) {
    if ('path' in candidate && !existsSync(candidate.path)) {
      if (candidate.origin !== candidate.path) tried.push(`${candidate.origin}: ${candidate.path} 不存在`);
      continue;
    }
    try {
      return await chromium.launch({
        ...('path' in candidate ? { executablePath: candidate.path } : { channel: candidate.channel }),
        headless,
        args: CHROMIUM_ARGS,
        timeout: 60_000,
        ...(env ? { env } : {}),
        // the engine closes the browser itself on every signal; Playwright's handlers would exit first
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (err) {
      tried.push(`${candidate.origin}: ${errorText(err)}`);
    }
  }
  throw fail.browser(`未找到可启动的 Chromium/Chrome/Edge (${tried.join('; ') || '无候选'})`);
}

export class BrowserHost {
  private pending: Promise<Browser> | null = null;
  private launched: Browser | null = null;
  private closed = false;

  constructor(
    private readonly setting: string | null | undefined,
    private readonly choice: () => Promise<LaunchChoice>,
  ) {}

  async get(): Promise<Browser> {
    if (this.closed) throw fail.browser('节点池已关闭');
    if (this.pending) {
      const current = await this.pending.catch(() => null);
      if (current?.isConnected()) return current;
      if (this.pending) this.pending = null;
    }
    // concurrent callers share one launch
    this.pending ??= this.choice().then((choice) => launchBrowser(this.setting, choice)).then((browser) => {
      browser.on('disconnected', () => {
        if (this.pending && this.launched === browser) this.pending = null;
      });
      this.launched = browser;
      return browser;
    });
    const launching = this.pending;
    try {
      return await launching;
    } catch (err) {
      if (this.pending === launching) this.pending = null;
      throw err;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = await this.pending?.catch(() => null);
    this.pending = null;
    await browser?.close().catch(() => undefined);
  }
}
