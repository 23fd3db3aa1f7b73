// What the replicas received, per X-Sim-Key: attempt counting for [sim:fail-times=N], and a log
// that tests read (GET /__sandbox/requests) to prove what reached the "platform".

import type { SimDirectives } from './directives.js';

/** rejected: the request failed the page-computed signature / proof-of-work check */
export type Outcome = 'answer' | 'empty' | 'busy' | 'rate_limit' | 'login' | 'challenge' | 'rejected';

export interface ReceivedRequest {
  family: string;
  key: string | null;
  /** 1-based count of completion requests seen for this key */
  attempt: number;
  prompt: string;
  reasoning: boolean;
  search: boolean;
  directives: SimDirectives;
  outcome: Outcome;
  mobile: boolean;
  /** X-Forwarded-For as it arrived: the marker a forward proxy in between adds (null: direct) */
  forwardedFor: string | null;
  at: number;
}

const MAX_ENTRIES = 2000;

export class Journal {
  private readonly attempts = new Map<string, number>();
  private readonly entries: ReceivedRequest[] = [];

  nextAttempt(family: string, key: string | null): number {
    const k = `${family}\u0000${key ?? ''}`;
    const n = (this.attempts.get(k) ?? 0) + 1;
    this.attempts.set(k, n);
    return n;
  }

  record(entry: ReceivedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  list(filter: { key?: string | null; family?: string | null }): ReceivedRequest[] {
    return this.entries.filter(
      (e) => (filter.key == null || e.key === filter.key) && (filter.family == null || e.family === filter.family),
    );
  }
}
