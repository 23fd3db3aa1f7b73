import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One engine per data dir: two schedulers on one database would take each other's leases for
 * dead ones. The CLI does not take the lock; it only writes short transactions.
 */
export function acquireEngineLock(dataDir: string): () => void {
  const file = join(dataDir, 'engine.lock');
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new Error(`another Brand Monitor engine (pid ${pid}) is using ${dataDir}`);
      }
      // left behind by a killed process
      unlinkSync(file);
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}
