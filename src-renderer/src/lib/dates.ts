// The reconciliation range rule, enforced in the picker: at most 31 calendar days, start not after end.
export const MAX_RANGE_DAYS = 31;
const DAY_MS = 86_400_000;

export const ymd = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

function dayNumber(d: Date): number {
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS);
}

/** inclusive number of calendar days from a to b */
export function daysInclusive(a: Date, b: Date): number {
  return dayNumber(b) - dayNumber(a) + 1;
}

export function rangeAllowed(a: Date, b: Date): boolean {
  const n = daysInclusive(a, b);
  return n >= 1 && n <= MAX_RANGE_DAYS;
}

/** for the picker: once a first day is chosen, days further than 30 days from it are disabled */
export function disabledAround(first: Date | null): (d: Date) => boolean {
  return (d) => {
    if (d.getTime() > Date.now() + DAY_MS) return true;
    if (!first) return false;
    return Math.abs(dayNumber(d) - dayNumber(first)) > MAX_RANGE_DAYS - 1;
  };
}

/** the last n days ending today */
export function lastDays(n: number, today = new Date()): [Date, Date] {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (n - 1));
  return [start, new Date(today.getFullYear(), today.getMonth(), today.getDate())];
}

export function formatTime(ms: number | null | undefined): string {
  if (!ms) return '—';
  const d = new Date(ms);
  return `${ymd(d)} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}:${String(d.getSeconds()).padStart(2, '0')}`;
}
