// The largest possible cost of a task before submit, as the service freezes it: per sub-task the
// platform's base price, plus deep thinking for reasoning modes, plus a screenshot when one may be
// taken (screenshot 1 or 2). Cents throughout; the service's price table and platform facts decide.
import type { PlatformInfo, PriceTable } from '../../../src-main/api/contract';

export interface PlatformChoice {
  platform: string;
  mode: string;
  screenshot: number;
}

export function subTaskMaxCents(prices: PriceTable, info: Pick<PlatformInfo, 'overseas'> | undefined, choice: PlatformChoice): number {
  const table = info?.overseas ? prices.overseas : prices.domestic;
  let cents = table.base;
  if (choice.mode === 'reasoning' || choice.mode === 'reasoning_search') cents += table.reasoning ?? 0;
  if (choice.screenshot !== 0) cents += table.screenshot;
  return cents;
}

export function estimate(prices: PriceTable, platforms: Map<string, Pick<PlatformInfo, 'overseas'>>, promptCount: number, choices: PlatformChoice[]): { subTasks: number; maxCents: number } {
  // as the service does: one sub-task per platform code, case-insensitive, the first occurrence wins
  const distinct = new Map<string, PlatformChoice>();
  for (const c of choices) if (!distinct.has(c.platform.toLowerCase())) distinct.set(c.platform.toLowerCase(), c);
  let perPrompt = 0;
  for (const [code, c] of distinct) perPrompt += subTaskMaxCents(prices, platforms.get(code), c);
  return { subTasks: promptCount * distinct.size, maxCents: promptCount * perPrompt };
}

export const centsToYuan = (cents: number): string => (cents / 100).toFixed(2);

/** balance strings from the service ("12.34") in cents */
export function yuanToCents(text: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return NaN;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}
