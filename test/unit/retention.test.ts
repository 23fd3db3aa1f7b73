import { mkdtempSync, existsSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneScreenshots, SCREENSHOT_RETENTION_MS } from '../../src-main/engine/retention.js';

describe('screenshot retention (180 days)', () => {
  it('removes PNGs older than 180 days and keeps the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bm-retention-'));
    const now = Date.now();
    const old = join(dir, 'a.png');
    const fresh = join(dir, 'b.png');
    const other = join(dir, 'notes.txt');
    for (const f of [old, fresh, other]) writeFileSync(f, 'x');
    const past = (now - SCREENSHOT_RETENTION_MS - 60_000) / 1000;
    utimesSync(old, past, past);
    utimesSync(other, past, past);
    expect(pruneScreenshots(dir, now)).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(other)).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
  it('tolerates a missing folder', () => {
    expect(pruneScreenshots(join(tmpdir(), 'bm-does-not-exist-xyz'), Date.now())).toBe(0);
  });
});
