// The browser context every platform page runs in: the definition's phone profile (or a desktop
// viewport), a Chinese locale, the routing's headers, the region's proxy, and an optional saved
// session (storage state). Shared by the node pool and the doctor so both see the same page.

import { devices, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import type { ProxySpec } from '../egress/proxy-url.js';
import type { PlatformDefinition } from '../platforms/types.js';
import type { StorageState } from '../sessions/files.js';
import { fail } from './errors.js';

// In-page functions are serialised from compiled TS; esbuild-based loaders (tsx, vite) wrap
// inner functions in a `__name(...)` helper that only exists in Node. Pages get a no-op one.
const NAME_SHIM = 'if (typeof globalThis.__name !== "function") { globalThis.__name = function (f) { return f; }; }';

export interface ContextExtras {
  headers: Record<string, string>;
  proxy?: ProxySpec | null;
  /** a saved session: a Playwright storage-state file, or its contents (cookies + localStorage) */
  storageState?: string | StorageState | null;
}

export function contextOptions(def: PlatformDefinition, extras: ContextExtras): BrowserContextOptions {
  const device = def.deviceProfile ? devices[def.deviceProfile] : undefined;
  if (def.deviceProfile && !device) throw fail.browser(`未知的设备配置 ${def.deviceProfile}`);
  const { proxy, storageState } = extras;
  return {
    ...(device ?? { viewport: { width: 1280, height: 900 } }),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // a service worker would hide the stream from the network capture
    serviceWorkers: 'block',
    extraHTTPHeaders: extras.headers,
    // Chromium never proxies loopback unless told to (`<-loopback>`): local replicas and
    // loopback proxies must really go through the region's egress too
    ...(proxy ? { proxy: { ...proxy, bypass: '<-loopback>' } } : {}),
    ...(storageState ? { storageState: storageState as BrowserContextOptions['storageState'] } : {}),
  };
}

export async function newPlatformContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: NAME_SHIM });
  return context;
}
