// How much one judgement of the brand counts toward its sentiment: the weighing policy of the
// corpus README's labelling conventions, in one place.
//
//   where it stands      plain 1 · after a turn (但, but) or in a summing-up sentence 2 ·
//                        in a conceded clause (虽然, although) ½
//   how it is said       hedged or reported (可能, 部分用户反映, some users) ½, and a turn never raises it ·
//                        a verdict (首选, 最推荐, 不推荐, top pick, the best) counts double ·
//                        a price caveat (价格偏高, 略贵, pricey) is a trade-off: a turn never raises it
//
// So "首选，但价格偏高" stays positive (2 against 1), while "环境舒适，但出杯慢" turns negative (1 against 2).
import { EXCESSIVE_PRICE, PRICE_WORD, VERDICT } from './sentiment-lexicon.js';

export const TURN_WEIGHT = 1.5;
const CONCEDED_WEIGHT = 0.5;
const HEDGED_WEIGHT = 0.5;
const VERDICT_WEIGHT = 2;

/** Where the clause of a judgement stands in its sentence, and how firmly the writer speaks. */
export interface Stance {
  turned: boolean;
  conceded: boolean;
  hedged: boolean;
}

export type Strength = 'verdict' | 'price' | 'plain';

export function judgementWeight(stance: Stance, strength: Strength): number {
  let position = stance.turned ? TURN_WEIGHT : stance.conceded ? CONCEDED_WEIGHT : 1;
  // The turn marks where the writer lands; a reported view or the price of quality is not that.
  if (stance.hedged || strength === 'price') position = Math.min(position, 1);
  return position * (stance.hedged ? HEDGED_WEIGHT : 1) * (strength === 'verdict' ? VERDICT_WEIGHT : 1);
}

/**
 * term: the judgement's own text; lead: it with the few characters before it (for 最推荐, 不推荐,
 * "the most capable"); after: what follows it (for 贵一倍). priceAttribute: read as a judgement of price.
 */
export function strengthOf(term: string, lead: string, after: string, polarity: number, priceAttribute: boolean): Strength {
  if (VERDICT.test(lead)) return 'verdict';
  if (polarity < 0 && (priceAttribute || PRICE_WORD.test(term)) && !EXCESSIVE_PRICE.test(lead + after)) return 'price';
  return 'plain';
}
