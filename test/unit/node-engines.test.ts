// The README and bin/brand-monitor.js promise Node >= 20.19. Every package the service runs under
// plain Node must accept that version, or the promise is false (kysely 0.29 once declared >= 22).
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const STATED = '20.19.0';
/**
 * Declared >= 22 but never run by `serve` or `cli` under plain Node:
 * - @vueuse/*: bundled into the renderer (a browser), by element-plus;
 * - cookie: only light-my-request's, i.e. `app.inject()`, which runs in Electron's main process
 *   (Electron 45 carries Node 22); the test suite exercises inject on Node 20 anyway.
 */
const NOT_RUN_BY_THE_SERVICE = /^node_modules\/(@vueuse\/[^/]+|cookie)$/;

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
  engines?: Record<string, string> | string[];
}

describe('Node requirement', () => {
  const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockEntry> };
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };

  it('the package states the version the README and the bin check state', () => {
    expect(semver.minVersion(pkg.engines.node)?.version).toBe(STATED);
    expect(readFileSync(new URL('../../bin/brand-monitor.js', import.meta.url), 'utf8')).toContain('const REQUIRED = [20, 19];');
    expect(readFileSync(new URL('../../README.md', import.meta.url), 'utf8')).toContain('Node.js 20.19 or newer');
  });

  it('every runtime dependency accepts it', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, e]) => path && !e.dev && !e.devOptional && !NOT_RUN_BY_THE_SERVICE.test(path))
      .filter(([, e]) => {
        const range = !Array.isArray(e.engines) ? e.engines?.['node'] : undefined;
        return range !== undefined && !semver.satisfies(STATED, range);
      })
      .map(([path, e]) => `${path} ${JSON.stringify(e.engines)}`);
    expect(refusing).toEqual([]);
  });
});
