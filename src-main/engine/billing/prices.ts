import { findModel } from '../catalog.js';
import { modeHasReasoning, type Mode } from '../domain.js';
import type { PriceTable } from '../settings.js';

/** The one place that knows what a sub-task costs, in cents. */
export function subTaskPriceCents(
  prices: PriceTable,
  platform: string,
  mode: Mode,
  screenshotTaken: boolean,
): number {
  const overseas = findModel(platform)?.overseas ?? false;
  const table = overseas ? prices.overseas : prices.domestic;
  let cents = table.base;
  if (modeHasReasoning(mode)) cents += table.reasoning ?? 0;
  if (screenshotTaken) cents += table.screenshot;
  return cents;
}

/** The most a sub-task can cost: frozen at submit. Screenshot 2 may or may not take one. */
export function maxSubTaskPriceCents(prices: PriceTable, platform: string, mode: Mode, screenshot: number): number {
  return subTaskPriceCents(prices, platform, mode, screenshot !== 0);
}
