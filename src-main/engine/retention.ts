import { readdirSync, statSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Screenshot URLs are valid for 180 days (contract section 8); older files are removed. */
export const SCREENSHOT_RETENTION_MS = 180 * 86_400_000;

export function pruneScreenshots(dir: string, now: number, maxAgeMs = SCREENSHOT_RETENTION_MS): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.endsWith('.png')) continue;
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs > maxAgeMs) {
        unlinkSync(path);
        removed += 1;
      }
    } catch {
      /* removed meanwhile */
    }
  }
  return removed;
}

export const PRUNE_EVERY_MS = 6 * 3_600_000;

/** prunes now and every few hours while the engine runs; returns the stop function */
export function keepPruning(dir: string, now: () => number): () => void {
  pruneScreenshots(dir, now());
  const timer = setInterval(() => pruneScreenshots(dir, now()), PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
