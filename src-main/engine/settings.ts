import type { Store } from '../db/store.js';
import type { Clock } from './clock.js';
import defaultPricesJson from '../../resources/prices.json';
import { canonicalPlatform, isKnownRegionCode } from './catalog.js';
import { maskUrl } from './egress/proxy-url.js';
import { checkRegionEgress, maskRegionEgress, type RegionEgressMap } from './egress/resolve.js';
import { checkPacingTable, type PacingTable } from './pacing.js';

export interface PriceTable {
  currency: string;
  domestic: { base: number; reasoning: number; screenshot: number };
  overseas: { base: number; reasoning?: number; screenshot: number };
}

/** Everything an owner may tune. Stored in the settings table; `serve` flags override per run. */
/** a browser on another machine: a Playwright browser server (ws) or any CDP endpoint */
export interface RemoteBrowserSetting {
  name: string;
  kind: 'server' | 'cdp';
  endpoint: string;
  concurrency: number;
}

export interface EngineSettings {
  prices: PriceTable;
  /** retries after the first failed run */
  maxRetries: number;
  retryDelayMs: number;
  /** sub-tasks running at once in the local Chromium (0: only the remote browsers run work) */
  concurrency: number;
  /** remote browsers, each with its own concurrency; total capacity = concurrency + theirs */
  remoteBrowsers: RemoteBrowserSetting[];
  /** sub-tasks running at once on one platform, unless platformPacing says otherwise */
  platformConcurrency: number;
  /** minimum spacing between two starts on the same platform, unless platformPacing says otherwise */
  platformSpacingMs: number;
  /** per platform code: {concurrency, spacingMs}; wins over the real-site defaults */
  platformPacing: PacingTable;
  /** how long a platform's queue is held after it signalled a rate limit (doubles while it repeats) */
  rateLimitPauseMs: number;
  /** region code (or 'default') → 'direct' or a proxy URL */
  regionEgress: RegionEgressMap;
  /** a URL answering the caller's IP (plain text or JSON), fetched through each proxy once; null: proxyIp stays null on real sites */
  ipEchoUrl: string | null;
  /** how long a lease lasts before a silent node is presumed dead */
  leaseMs: number;
  /** the longest one run may take */
  subTaskTimeoutMs: number;
  browserPath: string | null;
  callbackBackoffMs: number[];
}

export const DEFAULT_SETTINGS: EngineSettings = {
  prices: defaultPricesJson as PriceTable,
  maxRetries: 10,
  retryDelayMs: 5 * 60_000,
  concurrency: 2,
  remoteBrowsers: [],
  platformConcurrency: 2,
  platformSpacingMs: 0,
  platformPacing: {},
  rateLimitPauseMs: 5 * 60_000,
  regionEgress: {},
  ipEchoUrl: null,
  leaseMs: 5 * 60_000,
  subTaskTimeoutMs: 3 * 60_000,
  browserPath: null,
  callbackBackoffMs: [15_000, 60_000, 300_000, 900_000, 3_600_000, 14_400_000, 43_200_000],
};

const isCount = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const isCents = (v: unknown) => isCount(v, 0, 100_000_00);

/** checks one owner-editable value; returns an error text, or null when it is acceptable */
export function checkSetting(key: string, v: unknown): string | null {
  switch (key) {
    case 'prices': {
      const p = v as PriceTable;
      const ok =
        p && typeof p === 'object' && typeof p.currency === 'string' &&
        p.domestic && isCents(p.domestic.base) && isCents(p.domestic.reasoning) && isCents(p.domestic.screenshot) &&
        p.overseas && isCents(p.overseas.base) && isCents(p.overseas.screenshot) && (p.overseas.reasoning === undefined || isCents(p.overseas.reasoning));
      return ok ? null : 'prices: {"currency":"CNY","domestic":{"base":9,"reasoning":9,"screenshot":9},"overseas":{"base":24,"screenshot":8}} in integer cents';
    }
    case 'maxRetries':
      return isCount(v, 0, 100) ? null : 'maxRetries: a whole number 0-100';
    case 'retryDelayMs':
    case 'platformSpacingMs':
    case 'rateLimitPauseMs':
      return isCount(v, 0, 86_400_000) ? null : `${key}: milliseconds 0-86400000`;
    case 'concurrency':
      return isCount(v, 0, 64) ? null : 'concurrency: a whole number 0-64 (0: no local browser, remote browsers only)';
    case 'platformConcurrency':
      return isCount(v, 1, 64) ? null : `${key}: a whole number 1-64`;
    case 'leaseMs':
    case 'subTaskTimeoutMs':
      return isCount(v, 10_000, 86_400_000) ? null : `${key}: milliseconds 10000-86400000`;
    case 'browserPath':
      return v === null || (typeof v === 'string' && v.length > 0) ? null : 'browserPath: a path or null';
    case 'remoteBrowsers':
      return checkRemoteBrowsers(v);
    case 'platformPacing':
      return checkPacingTable(v, (code) => canonicalPlatform(code) === code);
    case 'regionEgress':
      return checkRegionEgress(v, isKnownRegionCode);
    case 'ipEchoUrl':
      return v === null || (typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v)) ? null : 'ipEchoUrl: an http(s) URL answering the caller IP, or null';
    case 'callbackBackoffMs':
      return Array.isArray(v) && v.length > 0 && v.length <= 20 && v.every((x) => isCount(x, 0, 7 * 86_400_000)) ? null : 'callbackBackoffMs: a list of 1-20 delays in milliseconds';
    default:
      return `unknown setting: ${key} (one of ${Object.keys(DEFAULT_SETTINGS).join(', ')})`;
  }
}

function checkRemoteBrowsers(v: unknown): string | null {
  const shape = 'remoteBrowsers: [{"name":"lab-1","kind":"server"|"cdp","endpoint":"ws://host:port/…","concurrency":1-64}]';
  if (!Array.isArray(v) || v.length > 32) return shape;
  const names = new Set<string>();
  for (const b of v as Partial<RemoteBrowserSetting>[]) {
    if (!b || typeof b !== 'object') return shape;
    if (typeof b.name !== 'string' || !/^[\w.-]{1,40}$/.test(b.name) || b.name === 'local') return `remoteBrowsers: name must be 1-40 letters, digits, . _ - (not "local")`;
    if (names.has(b.name)) return `remoteBrowsers: duplicate name ${b.name}`;
    names.add(b.name);
    if (b.kind !== 'server' && b.kind !== 'cdp') return `remoteBrowsers.${b.name}.kind: "server" (Playwright browser server) or "cdp"`;
    if (typeof b.endpoint !== 'string' || !/^(wss?|https?):\/\/\S+$/.test(b.endpoint)) return `remoteBrowsers.${b.name}.endpoint: a ws(s):// or http(s):// URL`;
    if (!isCount(b.concurrency, 1, 64)) return `remoteBrowsers.${b.name}.concurrency: a whole number 1-64`;
    const extra = Object.keys(b).filter((k) => !['name', 'kind', 'endpoint', 'concurrency'].includes(k));
    if (extra.length) return `remoteBrowsers.${b.name}: unknown field ${extra[0]}`;
  }
  return null;
}

/** the settings as they may be shown (CLI, logs): proxy credentials and endpoint tokens masked */
export function maskedSettings(s: EngineSettings): EngineSettings {
  return {
    ...s,
    regionEgress: maskRegionEgress(s.regionEgress),
    remoteBrowsers: s.remoteBrowsers.map((b) => ({ ...b, endpoint: maskUrl(b.endpoint) })),
  };
}

/** rules across keys, checked on the settings as they would be after a save */
export function combinedProblem(s: EngineSettings): string | null {
  return s.concurrency === 0 && s.remoteBrowsers.length === 0 ? 'concurrency 0 leaves no browser at all: configure remoteBrowsers first' : null;
}

export class SettingsStore {
  private overrides: Partial<EngineSettings> = {};

  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
  ) {}

  /** run-scoped overrides (command-line flags); not written to the database */
  override(values: Partial<EngineSettings>): void {
    for (const [k, v] of Object.entries(values)) if (v !== undefined) (this.overrides as Record<string, unknown>)[k] = v;
  }

  get(): EngineSettings {
    const rows = this.store.all(this.store.db.selectFrom('settings').select(['key', 'value']));
    const saved: Record<string, unknown> = {};
    for (const r of rows) saved[r.key] = JSON.parse(r.value);
    return { ...DEFAULT_SETTINGS, ...(saved as Partial<EngineSettings>), ...this.overrides };
  }

  save(values: Partial<EngineSettings>): void {
    for (const [key, v] of Object.entries(values)) {
      const problem = v === undefined ? null : checkSetting(key, v);
      if (problem) throw new Error(problem);
    }
    const problem = combinedProblem({ ...this.get(), ...values });
    if (problem) throw new Error(problem);
    const at = this.clock.now();
    this.store.tx(() => {
      for (const [key, v] of Object.entries(values)) {
        if (v === undefined) continue;
        this.store.run(
          this.store.db
            .insertInto('settings')
            .values({ key, value: JSON.stringify(v), updated_at: at })
            .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(v), updated_at: at })),
        );
      }
    });
  }
}
