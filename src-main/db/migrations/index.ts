import type { Migration } from 'kysely';
import * as initial from './2026_11_21_0001_initial.js';
import * as callbackAttempts from './2026_11_21_0002_callback_attempts.js';
import * as searchReferences from './2026_11_23_0003_search_references.js';
import * as platformSessions from './2026_11_23_0004_platform_sessions.js';

// Provided statically: a bundled main process cannot read a migrations folder at run time.
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_initial': initial,
  '2026_11_21_0002_callback_attempts': callbackAttempts,
  '2026_11_23_0003_search_references': searchReferences,
  '2026_11_23_0004_platform_sessions': platformSessions,
};
