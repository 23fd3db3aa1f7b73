// The sandbox side of the node pool's routing seam (wired by the composition root): every
// definition's pages come from its replica, and `[sim:…]` directives leave the prompt and travel
// in request headers set on the browser context, so the platform page never sees them. Replicas
// do not fingerprint browsers, so every platform runs in the one shared headless Chromium.

import type { PageRouting } from '../engine/nodes/routing.js';
import { encodeDirectivesHeader, extractDirectives, hasDirectives, SIM_DIRECTIVES_HEADER, SIM_KEY_HEADER } from './directives.js';

export function sandboxPromptRouting(baseUrl: string): PageRouting {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    entryUrl: (def) => `${base}${def.sandboxPath}/`,
    browser: () => ({ headless: true, channel: null }),
    ipEchoUrl: () => `${base}/__sandbox/ip`,
    prepare: (job) => {
      const { prompt, directives } = extractDirectives(job.prompt);
      const headers: Record<string, string> = { [SIM_KEY_HEADER]: String(job.subTaskId) };
      if (hasDirectives(directives)) headers[SIM_DIRECTIVES_HEADER] = encodeDirectivesHeader(directives);
      return { prompt, headers };
    },
  };
}
