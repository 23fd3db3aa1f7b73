// The service's worker threads and where their scripts are. Compiled (serve, the desktop app),
// each is `<name>.js` next to the entry that started the service: the entry passes its own
// `import.meta.url`, as code inside a bundle cannot know its own place. From the TypeScript
// sources (tests, tsx) it is the source entry, loaded through tsx by thread-source.mjs.

/**
 * The node pool (Playwright, Chromium). Each thread is also a build entry of
 * scripts/build-service.mjs and electron.vite.config.ts (test/unit/threads.test.ts).
 */
export const THREAD_SOURCES = {
  'node-worker': './engine/nodes/worker-entry.ts',
} as const;

export type ThreadName = keyof typeof THREAD_SOURCES;

export interface ThreadScript {
  url: URL;
  argv?: string[];
}

export function threadScript(name: ThreadName, entryUrl?: string): ThreadScript {
  if (import.meta.url.endsWith('.ts')) return { url: new URL('./thread-source.mjs', import.meta.url), argv: [new URL(THREAD_SOURCES[name], import.meta.url).href] };
  if (!entryUrl) throw new Error(`the compiled service needs its entry URL to find ${name}.js`);
  return { url: new URL(`./${name}.js`, entryUrl) };
}
