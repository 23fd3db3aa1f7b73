// A plain Chromium for tests that drive the renderer (not the node pool's shared one): the flags
// this closed network needs, from the same list the engine launches with.
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../src-main/engine/nodes/browser.js';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env['BRAND_MONITOR_CHROMIUM'] ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--disable-gpu'] });
}
