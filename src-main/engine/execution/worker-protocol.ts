// Messages between the service's thread and the node worker (the thread that drives Chromium).
// Everything here crosses postMessage, so it is plain data: no functions, no AbortSignal.

import type { RemoteBrowserSetting } from '../settings.js';
import type { StorageState } from '../sessions/files.js';
import type { ExecutionErrorKind, ExecutionJob, ExecutionResult, NodePoolStatus } from './types.js';

/** what the worker's node pool is built from, fixed for its life */
export interface NodeWorkerConfig {
  dataDir: string;
  /** the replicas' base URL when the service runs against them; null: the real sites */
  sandboxBaseUrl: string | null;
  browserPath: string | null;
  browserEndpoint: string | null;
}

/** the settings the pool reads live, sent again whenever they change */
export interface NodeWorkerSettings {
  concurrency: number;
  remoteBrowsers: RemoteBrowserSetting[];
  ipEchoUrl: string | null;
}

export type ToWorker =
  | { type: 'run'; id: number; job: Omit<ExecutionJob, 'signal'>; family: string; saved: StorageState | null }
  | { type: 'abort'; id: number }
  | { type: 'settings'; settings: NodeWorkerSettings }
  | { type: 'close' };

export type FromWorker =
  | { type: 'done'; id: number; result: ExecutionResult }
  | { type: 'failed'; id: number; kind: ExecutionErrorKind; message: string }
  | { type: 'pools'; status: NodePoolStatus[] }
  /** a run with a saved login ended well: keep the rotated cookies */
  | { type: 'refresh'; accountId: number; family: string; state: StorageState }
  | { type: 'closed' };
