// Builds the BrandQuery of a test: the monitored keyword with its aliases, then competitors as
// "name" or "name|alias|alias".
import type { BrandQuery } from '../../../src-main/engine/domain.js';

export function query(answerContent: string, keyword: string, competitors: string[] = []): BrandQuery {
  const [name, ...aliases] = keyword.split('|');
  return {
    answerContent,
    monitorKeywords: name!,
    monitorKeywordAliases: aliases,
    competitors: competitors.map((c) => {
      const [n, ...a] = c.split('|');
      return { name: n!, aliases: a };
    }),
  };
}
