// Which egress a sub-task runs through. A region code maps to a proxy or to `direct` (the
// owner's own connection stands for that region); `default` covers sub-tasks without a region.
// Mobile codes ignore the region (the contract: no region selection on mobile platforms).

import { findModel, regionName } from '../catalog.js';
import { maskProxy, parseProxyUrl, type ProxySpec } from './proxy-url.js';

/** region code (or 'default') → 'direct' | proxy URL */
export type RegionEgressMap = Record<string, string>;

export const DIRECT = 'direct';
export const DEFAULT_REGION_KEY = 'default';

/** what a job carries to the node: the proxy for its browser context */
export interface JobEgress {
  proxy: ProxySpec;
  /** the region this egress stands for ('default' when the task named none) */
  region: string;
  /** the proxy with its credentials masked, for logs and messages */
  label: string;
}

export type EgressDecision = { kind: 'direct' } | { kind: 'proxy'; egress: JobEgress } | { kind: 'missing'; message: string };

export function isMobilePlatform(platform: string): boolean {
  return findModel(platform)?.clientType === 'mobile';
}

export function regionLabel(code: string): string {
  const name = regionName(code);
  return name ? `${code}(${name})` : code;
}

export function resolveEgress(map: RegionEgressMap, platform: string, regionCode: string | null): EgressDecision {
  const region = regionCode && !isMobilePlatform(platform) ? regionCode : null;
  const key = region ?? DEFAULT_REGION_KEY;
  const value = map[key];
  if (value === undefined) {
    // no region asked for and no default configured: the owner's own connection
    if (region === null) return { kind: 'direct' };
    return { kind: 'missing', message: `地区 ${regionLabel(region)} 未配置出口代理` };
  }
  if (value === DIRECT) return { kind: 'direct' };
  const proxy = parseProxyUrl(value);
  // settings are validated on save; a value that slipped in by hand is as good as none
  if (typeof proxy === 'string') return { kind: 'missing', message: `地区 ${regionLabel(key)} 的出口代理配置无效` };
  return { kind: 'proxy', egress: { proxy, region: key, label: maskProxy(proxy) } };
}

/** checks a region → egress map for the settings module; an error text or null */
export function checkRegionEgress(v: unknown, isKnownRegion: (code: string) => boolean): string | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return 'regionEgress: an object {"<regionCode>|default": "direct" | "http(s)://[user:pass@]host:port" | "socks5://host:port"}';
  for (const [code, value] of Object.entries(v as Record<string, unknown>)) {
    if (code !== DEFAULT_REGION_KEY && !isKnownRegion(code)) return `regionEgress: unknown region code ${code} (see the region lookups)`;
    if (typeof value !== 'string') return `regionEgress.${code}: "direct" or a proxy URL`;
    if (value === DIRECT) continue;
    const parsed = parseProxyUrl(value);
    if (typeof parsed === 'string') return `regionEgress.${code}: ${parsed}`;
  }
  return null;
}

/** the map as it may be shown: every proxy masked */
export function maskRegionEgress(map: RegionEgressMap): RegionEgressMap {
  const out: RegionEgressMap = {};
  for (const [code, value] of Object.entries(map)) {
    const parsed = value === DIRECT ? null : parseProxyUrl(value);
    out[code] = value === DIRECT ? DIRECT : typeof parsed === 'string' || parsed === null ? '***' : maskProxy(parsed);
  }
  return out;
}
