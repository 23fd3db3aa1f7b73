/** at most one run per key every `ms`; a call inside the window schedules one trailing run */
export function keyedThrottle(ms: number, run: (key: string) => void): (key: string) => void {
  const last = new Map<string, number>();
  const pending = new Set<string>();
  return (key) => {
    const now = Date.now();
    const since = now - (last.get(key) ?? 0);
    if (since >= ms) {
      last.set(key, now);
      run(key);
    } else if (!pending.has(key)) {
      pending.add(key);
      setTimeout(() => {
        pending.delete(key);
        last.set(key, Date.now());
        run(key);
      }, ms - since);
    }
  };
}

/** runs `run` once `ms` after the last call; `cancel` drops a pending run */
export function debounce<A extends unknown[]>(ms: number, run: (...args: A) => void): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return Object.assign(
    (...args: A) => {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        run(...args);
      }, ms);
    },
    { cancel },
  );
}

/** hands out tickets so only the newest of overlapping requests is applied */
export function latestOnly(): { next: () => number; isLatest: (ticket: number) => boolean } {
  let seq = 0;
  return { next: () => ++seq, isLatest: (ticket) => ticket === seq };
}
