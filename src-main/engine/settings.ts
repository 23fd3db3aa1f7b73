import type { Store } from '../db/store.js';
import type { Clock } from './clock.js';
import defaultPricesJson from '../../resources/prices.json';

export interface PriceTable {
  currency: string;
  domestic: { base: number; reasoning: number; screenshot: number };
  overseas: { base: number; reasoning?: number; screenshot: number };
}

/** Everything an owner may tune. Stored in the settings table; `serve` flags override per run. */
export interface EngineSettings {
  prices: PriceTable;
  /** retries after the first failed run */
  maxRetries: number;
  retryDelayMs: number;
  /** sub-tasks running at once, all platforms together */
  concurrency: number;
  /** sub-tasks running at once on one platform (pacing: some platforms ban bursts) */
  platformConcurrency: number;
  /** minimum spacing between two starts on the same platform */
  platformSpacingMs: number;
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
  platformConcurrency: 2,
  platformSpacingMs: 0,
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
      return isCount(v, 0, 86_400_000) ? null : `${key}: milliseconds 0-86400000`;
    case 'concurrency':
    case 'platformConcurrency':
      return isCount(v, 1, 64) ? null : `${key}: a whole number 1-64`;
    case 'leaseMs':
    case 'subTaskTimeoutMs':
      return isCount(v, 10_000, 86_400_000) ? null : `${key}: milliseconds 10000-86400000`;
    case 'browserPath':
      return v === null || (typeof v === 'string' && v.length > 0) ? null : 'browserPath: a path or null';
    case 'callbackBackoffMs':
      return Array.isArray(v) && v.length > 0 && v.length <= 20 && v.every((x) => isCount(x, 0, 7 * 86_400_000)) ? null : 'callbackBackoffMs: a list of 1-20 delays in milliseconds';
    default:
      return `unknown setting: ${key} (one of ${Object.keys(DEFAULT_SETTINGS).join(', ')})`;
  }
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
