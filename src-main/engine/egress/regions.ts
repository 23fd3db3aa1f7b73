// Every region of the lookups with the egress its sub-tasks would run through, as the API and
// the CLI show it: proxies masked, never their credentials.

import { DOMESTIC_REGIONS, OVERSEAS_REGIONS } from '../catalog.js';
import { maskProxy, parseProxyUrl } from './proxy-url.js';
import { DEFAULT_REGION_KEY, DIRECT, type RegionEgressMap } from './resolve.js';

export interface RegionEgressView {
  regionCode: string;
  name: string;
  scope: 'domestic' | 'overseas' | 'default';
  /** true when sub-tasks naming this region can run */
  hasEgress: boolean;
  /** 'direct' (the owner's own connection), 'proxy', or null (none: such sub-tasks fail) */
  egress: 'direct' | 'proxy' | null;
  /** the proxy with credentials masked, e.g. http://***:***@10.0.0.5:8080 */
  proxy: string | null;
}

function view(map: RegionEgressMap, regionCode: string, name: string, scope: RegionEgressView['scope']): RegionEgressView {
  const value = map[regionCode];
  if (value === undefined) {
    // without a default entry, sub-tasks that name no region go out directly
    const direct = scope === 'default';
    return { regionCode, name, scope, hasEgress: direct, egress: direct ? 'direct' : null, proxy: null };
  }
  if (value === DIRECT) return { regionCode, name, scope, hasEgress: true, egress: 'direct', proxy: null };
  const parsed = parseProxyUrl(value);
  if (typeof parsed === 'string') return { regionCode, name, scope, hasEgress: false, egress: null, proxy: null };
  return { regionCode, name, scope, hasEgress: true, egress: 'proxy', proxy: maskProxy(parsed) };
}

export function regionEgressList(map: RegionEgressMap): RegionEgressView[] {
  return [
    view(map, DEFAULT_REGION_KEY, '未指定地区 (默认)', 'default'),
    ...DOMESTIC_REGIONS.flatMap((r) => r.regionCode.map((c) => view(map, c, r.province, 'domestic'))),
    ...OVERSEAS_REGIONS.flatMap((r) => r.regionCode.map((c) => view(map, c, r.name, 'overseas'))),
  ];
}
