// Where a platform's pages are and what is typed there. The real sites by default; the
// composition root injects another routing (the sandbox replicas) without the pool knowing.

import type { ExecutionJob } from '../execution/types.js';
import type { BrowserChoice, PlatformDefinition } from '../platforms/types.js';

export interface PageRouting {
  /** the page an attempt opens first */
  entryUrl(def: PlatformDefinition): string;
  /** the text to submit and any headers the browser context sends with every request */
  prepare(job: ExecutionJob): { prompt: string; headers: Record<string, string> };
  /** the browser a definition's pages run in (the pool's `headless` option still overrides) */
  browser(def: PlatformDefinition): BrowserChoice;
  /** an IP-echo URL for learning a proxy's egress IP when the settings name none (the sandbox has one) */
  ipEchoUrl?(): string | null;
}

export const realSites: PageRouting = {
  entryUrl: (def) => def.entryUrl,
  browser: (def) => def.browser,
  prepare: (job) => ({ prompt: job.prompt, headers: {} }),
};
