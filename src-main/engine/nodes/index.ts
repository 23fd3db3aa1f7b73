// The node pool: one shared Chromium, a fresh browser context per attempt (device profile for
// `_mobile` codes), closed afterwards. Concurrency limits belong to the scheduler; the pool is
// merely safe under several concurrent runs.

import { join } from 'node:path';
import { devices, errors as pwErrors, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import {
  encodeDirectivesHeader,
  extractDirectives,
  hasDirectives,
  SIM_DIRECTIVES_HEADER,
  SIM_KEY_HEADER,
} from '../../sandbox/directives.js';
import { ExecutionError, type ExecutionJob, type ExecutionResult, type Executor } from '../execution/types.js';
import { getPlatformDefinition } from '../platforms/index.js';
import type { PlatformDefinition } from '../platforms/types.js';
import { BrowserHost } from './browser.js';
import { drive } from './driver.js';
import { errorText, fail } from './errors.js';
import { guarded } from './guard.js';

export interface NodePoolOptions {
  /** screenshots go to <dataDir>/screenshots/<name>.png */
  dataDir: string;
  /** when set, every adapter points at the replica instead of the real site */
  sandboxBaseUrl?: string | null;
  /** discovery: this → env BRAND_MONITOR_CHROMIUM → /usr/bin/chromium → installed Chrome/Edge */
  browserPath?: string | null;
  /** default true */
  headless?: boolean;
  /** where definitions come from; defaults to the built-in ones (tests use it to alter hooks) */
  definitions?: (code: string) => PlatformDefinition | undefined;
  /** diagnostics: phase timings of every attempt */
  log?: (line: string) => void;
}

// In-page functions are serialised from compiled TS; esbuild-based loaders (tsx, vite) wrap
// inner functions in a `__name(...)` helper that only exists in Node. Pages get a no-op one.
const NAME_SHIM = 'if (typeof globalThis.__name !== "function") { globalThis.__name = function (f) { return f; }; }';

export class NodePool implements Executor {
  private readonly host: BrowserHost;
  private readonly definitions: (code: string) => PlatformDefinition | undefined;
  private readonly sandboxBaseUrl: string | null;

  constructor(private readonly opts: NodePoolOptions) {
    this.host = new BrowserHost(opts.browserPath, opts.headless ?? true);
    this.definitions = opts.definitions ?? getPlatformDefinition;
    this.sandboxBaseUrl = opts.sandboxBaseUrl ? opts.sandboxBaseUrl.replace(/\/+$/, '') : null;
  }

  get screenshotsDir(): string {
    return join(this.opts.dataDir, 'screenshots');
  }

  supports(platform: string): boolean {
    return this.definitions(platform) !== undefined;
  }

  async run(job: ExecutionJob): Promise<ExecutionResult> {
    const def = this.definitions(job.platform);
    if (!def) throw fail.platform(job.platform, '不支持的平台');

    let prompt = job.prompt;
    const headers: Record<string, string> = {};
    if (this.sandboxBaseUrl) {
      const extracted = extractDirectives(job.prompt);
      prompt = extracted.prompt;
      headers[SIM_KEY_HEADER] = String(job.subTaskId);
      if (hasDirectives(extracted.directives)) headers[SIM_DIRECTIVES_HEADER] = encodeDirectivesHeader(extracted.directives);
    }
    if (!prompt.trim()) throw fail.platform(def.code, '问题内容为空');
    const entryUrl = this.sandboxBaseUrl ? `${this.sandboxBaseUrl}${def.sandboxPath}/` : def.entryUrl;

    let context: BrowserContext | null = null;
    let stopped = false;
    const stop = async () => {
      stopped = true;
      await context?.close().catch(() => undefined);
    };
    return guarded(job, stop, async () => {
      const created = await this.newContext(def, headers);
      context = created;
      try {
        if (stopped) throw fail.aborted(def.code);
        const page = await created.newPage();
        return await drive(page, { def, job, prompt, entryUrl, screenshotsDir: this.screenshotsDir, log: this.opts.log });
      } catch (err) {
        throw classify(err, def.code);
      } finally {
        await created.close().catch(() => undefined);
      }
    });
  }

  async close(): Promise<void> {
    await this.host.close();
  }

  private async newContext(def: PlatformDefinition, headers: Record<string, string>): Promise<BrowserContext> {
    const device = def.deviceProfile ? devices[def.deviceProfile] : undefined;
    if (def.deviceProfile && !device) throw fail.browser(`未知的设备配置 ${def.deviceProfile}`);
    const options: BrowserContextOptions = {
      ...(device ?? { viewport: { width: 1280, height: 900 } }),
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
      // a service worker would hide the stream from the network capture
      serviceWorkers: 'block',
      extraHTTPHeaders: headers,
    };
    let context: BrowserContext;
    try {
      context = await (await this.host.get()).newContext(options);
    } catch (err) {
      if (err instanceof ExecutionError) throw err;
      // the browser may have died between get() and newContext(): one relaunch
      try {
        context = await (await this.host.get()).newContext(options);
      } catch (again) {
        throw again instanceof ExecutionError ? again : fail.browser(errorText(again));
      }
    }
    await context.addInitScript({ content: NAME_SHIM });
    return context;
  }
}

function classify(err: unknown, platform: string): ExecutionError {
  if (err instanceof ExecutionError) return err;
  const message = errorText(err);
  if (/Target .*closed|browser has (been )?(closed|disconnected)|Browser closed/i.test(message)) return fail.browser(message);
  if (err instanceof pwErrors.TimeoutError) return fail.timeout(platform, `页面操作超时: ${message}`);
  return fail.platform(platform, `页面操作失败: ${message}`);
}

export { getPlatformDefinition } from '../platforms/index.js';
