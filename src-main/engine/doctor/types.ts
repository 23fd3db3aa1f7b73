// What the doctor reports: one line per hook of the definition, and the fixture it saves so a
// site change can be fixed in the definition's data and proven against the captured stream.

import type { Mode } from '../domain.js';
import type { StreamCapture } from '../platforms/types.js';

/**
 * ok / failed: the hook was checked; absent: an optional thing is not there (no saved session);
 * skipped: not reachable after an earlier failure (no prompt box: nothing was sent).
 */
export type HookStatus = 'ok' | 'failed' | 'absent' | 'skipped';

export interface HookCheck {
  hook: string;
  status: HookStatus;
  /** a failed required hook fails the doctor (exit 1): the driver would fail there too */
  required: boolean;
  /** what was found: the selector that matched, counts, texts, or why it failed */
  found: string;
}

export interface FixtureResponse {
  url: string;
  method: string;
  status: number;
  /** response headers without cookies and authorization */
  headers: Record<string, string>;
  bodyBase64: string;
}

export interface DoctorFixture {
  code: string;
  mode: Mode;
  prompt: string;
  /** ISO time the doctor ran */
  at: string;
  pageUrl: string;
  hooks: HookCheck[];
  responses: FixtureResponse[];
  /** the definition's parseStream of `responses` at the time (null: nothing captured) */
  parsed: StreamCapture | null;
  /**
   * when the definition's stream request matched nothing: the page's own data calls (event
   * streams, JSON, Connect frames), so the fix can be made and replayed against what the site sent
   */
  unmatched: FixtureResponse[];
}

export interface DoctorReport {
  code: string;
  mode: Mode;
  prompt: string;
  at: string;
  pageUrl: string;
  /** every required hook passed */
  ok: boolean;
  hooks: HookCheck[];
  fixtureFile: string;
  screenshotFile: string | null;
  parsed: StreamCapture | null;
}
