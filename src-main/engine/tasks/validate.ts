// Business rules of contract sections 4.1 and 8. Types and shapes are checked earlier by the
// route schema; this checks what a schema cannot say well, and normalises.
import { canonicalPlatform, findModel, isKnownRegionCode } from '../catalog.js';
import { badRequest } from '../errors.js';
import { MODES, modeHasReasoning, type CompetitorBrand, type Mode, type ScreenshotOption } from '../domain.js';

export const LIMITS = {
  prompts: 50,
  platforms: 50,
  aliases: 50,
  competitors: 50,
  promptLength: 10_000,
  keywordLength: 200,
  callbackUrlLength: 2048,
} as const;

export interface SubmitRequest {
  prompts?: unknown;
  platforms?: unknown;
  monitorKeywords?: unknown;
  monitorKeywordAliases?: unknown;
  competitors?: unknown;
  regionCode?: unknown;
  callbackUrl?: unknown;
  consumerTaskId?: unknown;
}

export interface PlatformChoice {
  platform: string;
  mode: Mode;
  screenshot: ScreenshotOption;
}

export interface ValidSubmit {
  prompts: string[];
  platforms: PlatformChoice[];
  monitorKeyword: string | null;
  monitorKeywordAliases: string[];
  competitors: CompetitorBrand[];
  regionCode: string | null;
  callbackUrl: string | null;
  consumerTaskId: string | null;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function stringList(value: unknown, field: string, max: number, maxLength: number): string[] {
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

export function validateCallbackUrl(value: unknown, field = 'callbackUrl'): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') throw badRequest(`${field} 必须是字符串`);
  const text = value.trim();
  if (text.length > LIMITS.callbackUrlLength) throw badRequest(`${field} 超过 ${LIMITS.callbackUrlLength} 个字符`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest(`${field} 不是合法的 URL: ${text.slice(0, 100)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(`${field} 只支持 http 或 https 地址`);
  if (!url.hostname) throw badRequest(`${field} 缺少主机名`);
  return text;
}

export function validateSubmit(body: SubmitRequest | null | undefined): ValidSubmit {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('请求体必须是 JSON 对象');

  // prompts
  if (body.prompts === undefined || body.prompts === null) throw badRequest('prompts 不能为空');
  if (!Array.isArray(body.prompts)) throw badRequest('prompts 必须是字符串数组');
  if (body.prompts.length === 0) throw badRequest('prompts 不能为空');
  if (body.prompts.length > LIMITS.prompts) throw badRequest(`prompts 最多 ${LIMITS.prompts} 条, 收到 ${body.prompts.length} 条`);
  const prompts = body.prompts.map((p, i) => {
    if (typeof p !== 'string') throw badRequest(`prompts[${i}] 必须是字符串`);
    if (p.trim() === '') throw badRequest(`prompts[${i}] 不能为空白`);
    if (p.length > LIMITS.promptLength) throw badRequest(`prompts[${i}] 超过 ${LIMITS.promptLength} 个字符`);
    return p.trim();
  });

  // platforms
  if (body.platforms === undefined || body.platforms === null) throw badRequest('platforms 不能为空');
  if (!Array.isArray(body.platforms)) throw badRequest('platforms 必须是数组');
  if (body.platforms.length === 0) throw badRequest('platforms 不能为空');
  if (body.platforms.length > LIMITS.platforms) throw badRequest(`platforms 最多 ${LIMITS.platforms} 个, 收到 ${body.platforms.length} 个`);
  const platforms: PlatformChoice[] = [];
  body.platforms.forEach((p: unknown, i) => {
    const at = `platforms[${i}]`;
    if (p === null || typeof p !== 'object' || Array.isArray(p)) throw badRequest(`${at} 必须是对象`);
    const { platform, mode, screenshot } = p as Record<string, unknown>;
    if (typeof platform !== 'string' || platform.trim() === '') throw badRequest(`${at}.platform 不能为空`);
    const code = canonicalPlatform(platform.trim());
    if (!code) throw badRequest(`${at}.platform 不支持: ${platform.slice(0, 64)}`);
    if (typeof mode !== 'string' || mode === '') throw badRequest(`${at}.mode 不能为空`);
    if (!(MODES as readonly string[]).includes(mode)) throw badRequest(`${at}.mode 必须是 ${MODES.join(', ')} 之一`);
    let shot: ScreenshotOption = 0;
    if (screenshot !== undefined && screenshot !== null) {
      if (screenshot !== 0 && screenshot !== 1 && screenshot !== 2) throw badRequest(`${at}.screenshot 必须是 0, 1 或 2`);
      shot = screenshot;
    }
    if (platforms.some((q) => q.platform === code)) return; // first occurrence kept
    if (modeHasReasoning(mode as Mode) && !findModel(code)!.supportsReasoning) {
      throw badRequest(`${at}.mode ${mode}: ${code} 不支持深度思考`);
    }
    platforms.push({ platform: code, mode: mode as Mode, screenshot: shot });
  });

  // brands
  let monitorKeyword: string | null = null;
  if (!isBlank(body.monitorKeywords)) {
    if (typeof body.monitorKeywords !== 'string') throw badRequest('monitorKeywords 必须是字符串');
    monitorKeyword = body.monitorKeywords.trim();
    if (monitorKeyword.length > LIMITS.keywordLength) throw badRequest(`monitorKeywords 超过 ${LIMITS.keywordLength} 个字符`);
  }
  const monitorKeywordAliases =
    body.monitorKeywordAliases === undefined || body.monitorKeywordAliases === null
      ? []
      : stringList(body.monitorKeywordAliases, 'monitorKeywordAliases', LIMITS.aliases, LIMITS.keywordLength);
  const competitors: CompetitorBrand[] = [];
  if (body.competitors !== undefined && body.competitors !== null) {
    if (!Array.isArray(body.competitors)) throw badRequest('competitors 必须是数组');
    if (body.competitors.length > LIMITS.competitors) throw badRequest(`competitors 最多 ${LIMITS.competitors} 个, 收到 ${body.competitors.length} 个`);
    body.competitors.forEach((c: unknown, i) => {
      const at = `competitors[${i}]`;
      if (c === null || typeof c !== 'object' || Array.isArray(c)) throw badRequest(`${at} 必须是对象`);
      const { name, aliases } = c as Record<string, unknown>;
      if (name !== undefined && name !== null && typeof name !== 'string') throw badRequest(`${at}.name 必须是字符串`);
      if (typeof name === 'string' && name.length > LIMITS.keywordLength) throw badRequest(`${at}.name 超过 ${LIMITS.keywordLength} 个字符`);
      const list = aliases === undefined || aliases === null ? [] : stringList(aliases, `${at}.aliases`, LIMITS.aliases, LIMITS.keywordLength);
      const n = typeof name === 'string' ? name.trim() : '';
      if (n !== '') competitors.push({ name: n, aliases: list });
    });
  }
  if (competitors.length > 0 && monitorKeyword === null) throw badRequest('competitors 有品牌名称时 monitorKeywords 必填');
  if (monitorKeyword === null && monitorKeywordAliases.length > 0) throw badRequest('monitorKeywordAliases 需要同时提供 monitorKeywords');

  // region
  let regionCode: string | null = null;
  if (body.regionCode !== undefined && body.regionCode !== null) {
    if (!Array.isArray(body.regionCode)) throw badRequest('regionCode 必须是字符串数组');
    if (body.regionCode.length !== 1) throw badRequest(`regionCode 数组长度必须为 1, 收到 ${body.regionCode.length}`);
    const code = body.regionCode[0];
    if (typeof code !== 'string') throw badRequest('regionCode[0] 必须是字符串');
    if (!isKnownRegionCode(code.trim())) throw badRequest(`regionCode 不是可用的地区编码: ${code.slice(0, 32)}`);
    regionCode = code.trim();
  }

  const callbackUrl = validateCallbackUrl(body.callbackUrl);

  let consumerTaskId: string | null = null;
  if (!isBlank(body.consumerTaskId)) {
    if (typeof body.consumerTaskId !== 'string') throw badRequest('consumerTaskId 必须是字符串');
    if (!/^[A-Za-z0-9]{8,64}$/.test(body.consumerTaskId)) throw badRequest('consumerTaskId 必须是 8 到 64 位字母或数字');
    consumerTaskId = body.consumerTaskId;
  }

  return { prompts, platforms, monitorKeyword, monitorKeywordAliases, competitors, regionCode, callbackUrl, consumerTaskId };
}
