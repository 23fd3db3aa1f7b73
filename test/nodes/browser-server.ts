// Vitest global setup: one headless Chromium server shared by every node test file (each file's
// NodePool connects to it instead of launching its own), started only when node tests run.
import { existsSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { browserCandidates, CHROMIUM_ARGS } from '../../src-main/engine/nodes/browser.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** ws endpoint of the shared browser server, '' when none was started */
    browserWsEndpoint: string;
  }
}

/** node tests run when no file filter was given, or a filter names them */
function runsNodeTests(argv: string[]): boolean {
  const filters = argv.slice(argv.indexOf('run') + 1).filter((a) => !a.startsWith('-'));
  return filters.length === 0 || filters.some((f) => /nodes/.test(f));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: BrowserServer | null = null;
  if (runsNodeTests(process.argv)) {
    const local = browserCandidates(null).find((c): c is { path: string; origin: string } => 'path' in c && existsSync(c.path));
    server = await chromium
      .launchServer({ ...(local ? { executablePath: local.path } : { channel: 'chrome' }), headless: true, args: CHROMIUM_ARGS })
      .catch(() => null);
  }
  project.provide('browserWsEndpoint', server?.wsEndpoint() ?? '');
  return async () => {
    await server?.close();
  };
}
