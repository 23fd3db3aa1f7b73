// Amounts live as integer cents everywhere; they become decimals only at the edge.

/** "12.5" / "12.50" / "12" → 1250; throws on anything else */
export function parseAmountToCents(text: string): number {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) throw new Error(`not an amount with at most two decimals: ${text}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.50" */
export function centsToString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1250 → 12.5 (a JSON number with at most two decimals) */
export function centsToNumber(cents: number): number {
  return Math.round(cents) / 100;
}
