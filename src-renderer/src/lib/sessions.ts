// Platform sessions as the 平台账号 page and the shell's banner see them: one entry per family
// (deepseek and deepseek_mobile share one login), its codes with their figures, and whether the
// account has to act (a session expired or challenged, or a queue held until a new login).
import type { PlatformInfo, SessionEvent } from '../../../src-main/api/contract';

export type SessionState = PlatformInfo['session']['state'];

export interface FamilyView {
  family: string;
  codes: PlatformInfo[];
  session: PlatformInfo['session'];
  held: PlatformInfo['held'];
}

const SEVERITY: Record<SessionState, number> = { challenged: 3, expired: 2, never: 1, logged_in: 0 };

/** executed codes grouped by family in catalog order; the family shows its most pressing session */
export function groupFamilies(platforms: PlatformInfo[]): FamilyView[] {
  const out = new Map<string, FamilyView>();
  for (const p of platforms) {
    if (!p.executed) continue;
    const f = out.get(p.family);
    if (!f) {
      out.set(p.family, { family: p.family, codes: [p], session: p.session, held: p.held });
      continue;
    }
    f.codes.push(p);
    if (SEVERITY[p.session.state] > SEVERITY[f.session.state]) f.session = p.session;
    f.held ??= p.held;
  }
  return [...out.values()];
}

/** a family the account must log in to again before its work continues */
export const needsAttention = (f: FamilyView): boolean => f.session.state === 'expired' || f.session.state === 'challenged' || f.held !== null;

export const stateTagType = (s: SessionState): 'success' | 'warning' | 'danger' | 'info' => ({ logged_in: 'success', expired: 'danger', challenged: 'warning', never: 'info' } as const)[s];

/** where a login started from the page stands: waiting for the window, or how it ended */
export type LoginProgress = 'waiting' | 'logged_in' | 'failed';

/** what a pushed session event means for a login the page started (null: not about a login) */
export function loginProgressOf(e: SessionEvent): LoginProgress | null {
  if (e.state === 'waiting' || e.state === 'failed' || e.state === 'logged_in') return e.state;
  return null;
}

/** a 0..1 rate as a whole percentage, null staying null */
export const percent = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 100));
