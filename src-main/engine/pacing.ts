// How fast one platform is asked: at most `concurrency` sub-tasks at once and `spacingMs` between
// two starts, and a pause of the platform's whole queue when it signals a rate limit. The real
// sites get the defaults below (platforms.md: deepseek banned accounts after bursts of 3
// concurrent, doubao throttles fast series per IP); the replicas need none.

export interface Pacing {
  concurrency: number;
  spacingMs: number;
}

export type PacingTable = Record<string, Partial<Pacing>>;

/** defaults for the real sites; an owner's `platformPacing` entry wins field by field */
export const REAL_SITE_PACING: PacingTable = {
  deepseek: { concurrency: 1, spacingMs: 5_000 },
  deepseek_mobile: { concurrency: 1, spacingMs: 5_000 },
  doubao: { concurrency: 1, spacingMs: 5_000 },
  doubao_mobile: { concurrency: 1, spacingMs: 5_000 },
};

/** a rate-limit pause doubles on every further rate limit of that platform, up to this */
export const MAX_RATE_LIMIT_PAUSE_MS = 60 * 60_000;

export function pacingFor(
  platform: string,
  s: { platformConcurrency: number; platformSpacingMs: number; platformPacing: PacingTable },
  defaults: PacingTable,
): Pacing {
  const own = s.platformPacing[platform] ?? {};
  const dflt = defaults[platform] ?? {};
  return {
    concurrency: own.concurrency ?? dflt.concurrency ?? s.platformConcurrency,
    spacingMs: own.spacingMs ?? dflt.spacingMs ?? s.platformSpacingMs,
  };
}

export function checkPacingTable(v: unknown, isPlatform: (code: string) => boolean): string | null {
  const shape = 'platformPacing: {"<platform code>": {"concurrency": 1-64, "spacingMs": 0-86400000}}';
  if (!v || typeof v !== 'object' || Array.isArray(v)) return shape;
  for (const [code, p] of Object.entries(v as Record<string, unknown>)) {
    if (!isPlatform(code)) return `platformPacing: unknown platform code ${code}`;
    if (!p || typeof p !== 'object' || Array.isArray(p)) return shape;
    for (const [k, x] of Object.entries(p as Record<string, unknown>)) {
      if (k === 'concurrency' && Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 64) continue;
      if (k === 'spacingMs' && Number.isInteger(x) && (x as number) >= 0 && (x as number) <= 86_400_000) continue;
      return `platformPacing.${code}.${k}: ${shape}`;
    }
  }
  return null;
}

/** why a platform's queue is held, and until when (rate limits now; expired sessions later) */
export interface PlatformPause {
  platform: string;
  until: number;
  reason: string;
}

/** in-memory holds on platform queues; a restart forgets them (each sub-task's own next attempt time is stored) */
export class PlatformPauses {
  private readonly holds = new Map<string, PlatformPause & { streak: number }>();

  /** holds the platform for `baseMs`, doubled for each rate limit since its last success */
  rateLimited(platform: string, at: number, baseMs: number, reason: string): number {
    const streak = (this.holds.get(platform)?.streak ?? 0) + 1;
    const ms = Math.min(baseMs * 2 ** (streak - 1), Math.max(baseMs, MAX_RATE_LIMIT_PAUSE_MS));
    this.holds.set(platform, { platform, until: at + ms, reason, streak });
    return at + ms;
  }

  succeeded(platform: string): void {
    this.holds.delete(platform);
  }

  heldUntil(platform: string, at: number): number | null {
    const h = this.holds.get(platform);
    return h && h.until > at ? h.until : null;
  }

  list(at: number): PlatformPause[] {
    return [...this.holds.values()].filter((h) => h.until > at).map(({ platform, until, reason }) => ({ platform, until, reason }));
  }
}
