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
