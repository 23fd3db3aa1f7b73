// The service finds its worker threads' scripts next to its compiled entry: a thread missing from
// a build would only fail when the built service or the desktop app first starts it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { threadScript, THREAD_SOURCES, type ThreadName } from '../../src-main/threads.js';
import { ENTRIES } from '../../scripts/build-service.mjs';

const names = Object.keys(THREAD_SOURCES) as ThreadName[];
const sourceOf = (name: ThreadName) => `src-main/${THREAD_SOURCES[name].slice(2)}`;

describe('worker threads', () => {
  it('each is a build entry of the compiled service and of the desktop app, from its source', () => {
    const electron = readFileSync(new URL('../../electron.vite.config.ts', import.meta.url), 'utf8');
    for (const name of names) {
      expect(existsSync(new URL(`../../${sourceOf(name)}`, import.meta.url))).toBe(true);
      expect((ENTRIES as Record<string, string>)[name]).toBe(sourceOf(name));
      expect(electron).toContain(`'${name}': resolve(__dirname, '${sourceOf(name)}')`);
    }
  });

  it('from the sources, a thread is its TypeScript entry loaded through tsx', () => {
    const s = threadScript('node-worker');
    expect(s.url.pathname.endsWith('/src-main/thread-source.mjs')).toBe(true);
    expect(s.argv).toEqual([new URL(`../../${sourceOf('node-worker')}`, import.meta.url).href]);
  });
});
