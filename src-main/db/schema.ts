// Typed tables for kysely. Money is always integer cents; times are Unix milliseconds.
import type { Generated } from 'kysely';
// the contract's words (type-only: the schema depends on no engine code)
import type { DeliveryStatus, Mode, ScreenshotOption, SubTaskStatus, TaskStatus } from '../engine/domain.js';

export interface AccountTable {
  id: Generated<number>;
  name: string;
  /** available balance, cents (frozen amounts already deducted) */
  balance_cents: number;
  callback_url: string | null;
  callback_secret: string | null;
  created_at: number;
}

export interface ApiTokenTable {
  id: Generated<number>;
  account_id: number;
  /** sha256 hex of the full token; the token itself is never stored */
  token_hash: string;
  /** first characters of the token, shown in listings and used to revoke */
  prefix: string;
  label: string | null;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface TaskTable {
  /** 32 lower-case hex characters */
  id: string;
  account_id: number;
  consumer_task_id: string | null;
  status: TaskStatus;
  total_items: number;
  /** JSON arrays / objects as submitted (after normalisation) */
  prompts: string;
  platforms: string;
  monitor_keyword: string | null;
  monitor_keyword_aliases: string | null;
  competitors: string | null;
  region_code: string | null;
  callback_url: string | null;
  /** what is still frozen for this task, cents */
  frozen_cents: number;
  created_at: number;
  completed_at: number | null;
  stopped_at: number | null;
}

export interface SubTaskTable {
  /** the subTaskId */
  id: Generated<number>;
  task_id: string;
  ordinal: number;
  prompt: string;
  platform: string;
  mode: Mode;
  screenshot: ScreenshotOption;
  status: SubTaskStatus;
  /** runs started (leases taken) */
  attempts: number;
  /** failed runs that count towards the retry limit */
  failures: number;
  next_attempt_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  /** largest possible price, frozen at submit, cents */
  max_price_cents: number;
  /** charged amount, cents; 0 until completed */
  amount_cents: number;
  error_message: string | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  /** times a login wall or challenge put it back to wait for a login (bounded) */
  session_holds: Generated<number>;
}

export interface SubTaskResultTable {
  sub_task_id: number;
  answer_content: string;
  reference_list: string;
  citation_list: string;
  reasoning_process: string | null;
  recommended_questions: string;
  search_keywords: string;
  media_content: string;
  video_list: string;
  goods: string;
  share_url: string | null;
  screenshot_file: string | null;
  proxy_ip: string | null;
  /** BrandAnalysis JSON */
  analysis: string;
  captured_from: string;
  time: number;
  /** search modes: 1 = the answer carried references, 0 = it did not (health signal); NULL otherwise */
  search_references: number | null;
}

export interface LedgerTable {
  /** billing flow id */
  id: Generated<number>;
  account_id: number;
  /** freeze | consume | release | topup */
  kind: string;
  /** signed effect on the available balance, cents (consume rows carry the consumed amount, balance untouched) */
  amount_cents: number;
  balance_after_cents: number;
  task_id: string | null;
  sub_task_id: number | null;
  ai_model: string | null;
  question: string | null;
  description: string;
  created_at: number;
}

export interface CallbackOutboxTable {
  id: Generated<number>;
  task_id: string;
  account_id: number;
  url: string;
  /** the task status that triggered it */
  event_status: TaskStatus;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  delivered_at: number | null;
}

export interface CallbackAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  attempt_no: number;
  started_at: number;
  duration_ms: number;
  /** HTTP status of the reply; null when none came */
  status_code: number | null;
  error: string | null;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: number;
}

export type SessionStateName = 'logged_in' | 'expired' | 'challenged' | 'never';

/** a saved platform login's state per (account, family); the storage state is a file beside it */
export interface PlatformSessionTable {
  account_id: number;
  family: string;
  state: SessionStateName;
  saved_at: number | null;
  checked_at: number | null;
  detail: string | null;
  /** the account's queue for the family is held since (ms) until a new login */
  held_since: number | null;
  held_reason: string | null;
}

export interface Database {
  platform_sessions: PlatformSessionTable;
  accounts: AccountTable;
  api_tokens: ApiTokenTable;
  tasks: TaskTable;
  sub_tasks: SubTaskTable;
  sub_task_results: SubTaskResultTable;
  ledger: LedgerTable;
  callback_outbox: CallbackOutboxTable;
  callback_attempts: CallbackAttemptTable;
  settings: SettingTable;
}
