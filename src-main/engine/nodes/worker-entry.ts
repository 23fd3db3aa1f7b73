// The node worker: a thread of the service process that owns the node pool (Playwright and the
// browsers it drives). Kept off the service's thread because Playwright turns on async hooks for
// its zones and parses every CDP message there: in the same thread, every API request paid for
// it (a status poll cost ≈ 40% more CPU once a first sub-task had run: docs/perf.md, "Threads").
// The service's side is engine/execution/worker-executor.ts.

import { parentPort, workerData } from 'node:worker_threads';
import { sandboxPromptRouting } from '../../sandbox/routing.js';
import { ExecutionError, type ExecutionJob } from '../execution/types.js';
import type { FromWorker, NodeWorkerConfig, NodeWorkerSettings, ToWorker } from '../execution/worker-protocol.js';
import type { StorageState } from '../sessions/files.js';
import { errorText, fail } from './errors.js';
import { NodePool } from './index.js';

const port = parentPort!;
const { config, settings: first } = workerData as { config: NodeWorkerConfig; settings: NodeWorkerSettings };
let settings = first;
const send = (m: FromWorker) => port.postMessage(m);

/** saved logins of the runs in flight, as the service loaded them (account|family → state, runs using it) */
const saved = new Map<string, { state: StorageState; runs: number }>();
const key = (accountId: number, family: string) => `${accountId}|${family}`;

const pool = new NodePool({
  dataDir: config.dataDir,
  routing: config.sandboxBaseUrl ? sandboxPromptRouting(config.sandboxBaseUrl) : undefined,
  browserPath: config.browserPath,
  browserEndpoint: config.browserEndpoint,
  pools: () => settings,
  ipEchoUrl: () => settings.ipEchoUrl,
  sessions: {
    load: (accountId, family) => saved.get(key(accountId, family))?.state ?? null,
    refresh: (accountId, family, state) => send({ type: 'refresh', accountId, family, state }),
  },
});

const running = new Map<number, AbortController>();
const status = () => send({ type: 'pools', status: pool.pools() });

async function run(msg: Extract<ToWorker, { type: 'run' }>): Promise<void> {
  const abort = new AbortController();
  running.set(msg.id, abort);
  const k = msg.job.accountId !== undefined ? key(msg.job.accountId, msg.family) : null;
  if (k && msg.saved) {
    const held = saved.get(k);
    saved.set(k, { state: msg.saved, runs: (held?.runs ?? 0) + 1 });
  }
  const job: ExecutionJob = { ...msg.job, signal: abort.signal };
  try {
    const attempt = pool.run(job);
    status();
    send({ type: 'done', id: msg.id, result: await attempt });
  } catch (err) {
    const known = err instanceof ExecutionError ? err : fail.browser(errorText(err));
    send({ type: 'failed', id: msg.id, kind: known.kind, message: known.message });
  } finally {
    running.delete(msg.id);
    const held = k ? saved.get(k) : undefined;
    if (k && held && --held.runs <= 0) saved.delete(k);
    status();
  }
}

port.on('message', (msg: ToWorker) => {
  switch (msg.type) {
    case 'run':
      void run(msg);
      break;
    case 'abort':
      running.get(msg.id)?.abort();
      break;
    case 'settings':
      settings = msg.settings;
      status();
      break;
    case 'close':
      for (const a of running.values()) a.abort();
      void pool.close().finally(() => {
        send({ type: 'closed' });
        port.close();
      });
      break;
  }
});
status();
