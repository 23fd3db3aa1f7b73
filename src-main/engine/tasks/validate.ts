// Business rules of contract sections 4.1 and 8. Types and shapes are checked earlier by the
// route schema; this checks what a schema cannot say well, and normalises.
import { canonicalPlatform, findModel, isKnownRegionCode } from '../catalog.js';
import { badRequest } from '../errors.js';
import { MODES, modeHasReasoning, type CompetitorBrand, type Mode, type ScreenshotOption } from '../domain.js';
import { brandLists, isBlank, LIMITS, objectBody, oneOf } from '../validation.js';

export { LIMITS };

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

export function validateSubmit(raw: unknown): ValidSubmit {
  const fields = objectBody(raw);
  const body: SubmitRequest = fields;

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
    const m = oneOf(mode, MODES, `${at}.mode`)!;
    let shot: ScreenshotOption = 0;
    if (screenshot !== undefined && screenshot !== null) {
      if (screenshot !== 0 && screenshot !== 1 && screenshot !== 2) throw badRequest(`${at}.screenshot 必须是 0, 1 或 2`);
      shot = screenshot;
    }
    if (platforms.some((q) => q.platform === code)) return; // first occurrence kept
    if (modeHasReasoning(m) && !findModel(code)!.supportsReasoning) {
      throw badRequest(`${at}.mode ${mode}: ${code} 不支持深度思考`);
    }
    platforms.push({ platform: code, mode: m, screenshot: shot });
  });

  const { monitorKeyword, monitorKeywordAliases, competitors } = brandLists(fields);

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
