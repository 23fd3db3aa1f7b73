// The one set of input rules every route and engine module uses: objects, paging, numeric ids,
// enumerations, string lists and brand lists. Messages are the contract's exact words; a module
// whose refusals carry another code passes its own `Refuse` (reconciliation answers 400).
import { badRequest, type ServiceError } from './errors.js';
import type { CompetitorBrand } from './domain.js';

/** builds the refusal for "请求参数错误: <what>" in the caller's code */
export type Refuse = (what: string) => ServiceError;

export const LIMITS = {
  prompts: 50,
  platforms: 50,
  aliases: 50,
  competitors: 50,
  promptLength: 10_000,
  keywordLength: 200,
  callbackUrlLength: 2048,
} as const;

export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** a JSON object body (not an array, not null) */
export function objectBody(body: unknown, refuse: Refuse = badRequest): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw refuse('请求体必须是 JSON 对象');
  return body as Record<string, unknown>;
}

/** a page number or size: absent → fallback; a whole number ≥ 1 (digits in a query string count) */
export function pageNumber(v: unknown, field: string, fallback: number, opts: { max?: number; refuse?: Refuse } = {}): number {
  const refuse = opts.refuse ?? badRequest;
  if (v === undefined || v === null || v === '') return fallback;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw refuse(`${field} 必须是不小于 1 的整数`);
  if (opts.max !== undefined && n > opts.max) throw refuse(`${field} 最大为 ${opts.max}`);
  return n;
}

/** a row id given as text in a path; null when it cannot name a row (the caller answers "not found") */
export function numericId(text: string): number | null {
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** one of an enumeration, or null when absent/blank */
export function oneOf<T extends string>(v: unknown, values: readonly T[], field: string, refuse: Refuse = badRequest): T | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v)) throw refuse(`${field} 必须是 ${values.join(', ')} 之一`);
  return v as T;
}

/** trimmed, blank entries dropped, duplicates dropped (first kept) */
export function stringList(value: unknown, field: string, max: number, maxLength: number): string[] {
  if (!Array.isArray(value)) throw badRequest(`${field} 必须是字符串数组`);
  if (value.length > max) throw badRequest(`${field} 最多 ${max} 个, 收到 ${value.length} 个`);
  const out: string[] = [];
  value.forEach((v, i) => {
    if (typeof v !== 'string') throw badRequest(`${field}[${i}] 必须是字符串`);
    if (v.length > maxLength) throw badRequest(`${field}[${i}] 超过 ${maxLength} 个字符`);
    const t = v.trim();
    if (t !== '' && !out.includes(t)) out.push(t);
  });
  return out;
}

export interface BrandLists {
  monitorKeyword: string | null;
  monitorKeywordAliases: string[];
  competitors: CompetitorBrand[];
}

/**
 * The brand lists of a submit, an analysis preview and a reanalysis alike. `keywordRequired`
 * (preview, reanalysis): a blank monitorKeywords is refused instead of meaning "no brand".
 */
export function brandLists(body: Record<string, unknown>, opts: { keywordRequired?: boolean } = {}): BrandLists {
  const { monitorKeywords, monitorKeywordAliases, competitors: rawCompetitors } = body;
  if (opts.keywordRequired && (typeof monitorKeywords !== 'string' || monitorKeywords.trim() === '')) throw badRequest('monitorKeywords 不能为空');
  let monitorKeyword: string | null = null;
  if (!isBlank(monitorKeywords)) {
    if (typeof monitorKeywords !== 'string') throw badRequest('monitorKeywords 必须是字符串');
    monitorKeyword = monitorKeywords.trim();
    if (monitorKeyword.length > LIMITS.keywordLength) throw badRequest(`monitorKeywords 超过 ${LIMITS.keywordLength} 个字符`);
  }
  const aliases =
    monitorKeywordAliases === undefined || monitorKeywordAliases === null
      ? []
      : stringList(monitorKeywordAliases, 'monitorKeywordAliases', LIMITS.aliases, LIMITS.keywordLength);
  const competitors: CompetitorBrand[] = [];
  if (rawCompetitors !== undefined && rawCompetitors !== null) {
    if (!Array.isArray(rawCompetitors)) throw badRequest('competitors 必须是数组');
    if (rawCompetitors.length > LIMITS.competitors) throw badRequest(`competitors 最多 ${LIMITS.competitors} 个, 收到 ${rawCompetitors.length} 个`);
    rawCompetitors.forEach((c: unknown, i) => {
      const at = `competitors[${i}]`;
      if (c === null || typeof c !== 'object' || Array.isArray(c)) throw badRequest(`${at} 必须是对象`);
      const { name, aliases: list } = c as Record<string, unknown>;
      if (name !== undefined && name !== null && typeof name !== 'string') throw badRequest(`${at}.name 必须是字符串`);
      if (typeof name === 'string' && name.length > LIMITS.keywordLength) throw badRequest(`${at}.name 超过 ${LIMITS.keywordLength} 个字符`);
      const names = list === undefined || list === null ? [] : stringList(list, `${at}.aliases`, LIMITS.aliases, LIMITS.keywordLength);
      const n = typeof name === 'string' ? name.trim() : '';
      if (n !== '') competitors.push({ name: n, aliases: names });
    });
  }
  if (competitors.length > 0 && monitorKeyword === null) throw badRequest('competitors 有品牌名称时 monitorKeywords 必填');
  if (monitorKeyword === null && aliases.length > 0) throw badRequest('monitorKeywordAliases 需要同时提供 monitorKeywords');
  return { monitorKeyword, monitorKeywordAliases: aliases, competitors };
}
