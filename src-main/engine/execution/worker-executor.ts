// The node pool as the service's thread sees it: an Executor whose runs happen in a worker thread
// (engine/nodes/worker-entry.ts), started on the first run. Nothing here loads Playwright, so the
// thread that answers the API never runs it (see the worker's header for why that matters).
// A worker that dies fails its runs as `browser` errors (retried as usual) and the next run
// starts a new one.

import { Worker } from 'node:worker_threads';
import type { ThreadScript } from '../../threads.js';
import type { Clock } from '../clock.js';
import { fail } from '../nodes/errors.js';
import { idlePools } from '../nodes/pool-status.js';
import { getPlatformDefinition } from '../platforms/index.js';
import type { SessionRegistry } from '../sessions/registry.js';
import { ExecutionError, type ExecutionJob, type ExecutionResult, type Executor, type NodePoolStatus } from './types.js';
import type { FromWorker, NodeWorkerConfig, NodeWorkerSettings, ToWorker } from './worker-protocol.js';

export interface WorkerExecutorOptions {
  /** threadScript('node-worker', …) */
  script: ThreadScript;
  config: NodeWorkerConfig;
  /** read live: sent to the worker whenever it changes */
  settings: () => NodeWorkerSettings;
  sessions?: Pick<SessionRegistry, 'load' | 'refresh'>;
  clock: Clock;
}

interface Pending {
  resolve(r: ExecutionResult): void;
  reject(e: ExecutionError): void;
}

const CLOSE_WAIT_MS = 15_000;

export class WorkerExecutor implements Executor {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** the pools as the worker last reported them; null until it has */
  private reported: NodePoolStatus[] | null = null;
  private sentSettings = '';
  private closed = false;

  constructor(private readonly opts: WorkerExecutorOptions) {}

  supports(platform: string): boolean {
    return getPlatformDefinition(platform) !== undefined;
  }

  async run(job: ExecutionJob): Promise<ExecutionResult> {
    const def = getPlatformDefinition(job.platform);
    if (!def) throw fail.platform(job.platform, '不支持的平台');
    if (this.closed || job.signal.aborted) throw fail.aborted(job.platform);
    const worker = this.started();
    this.syncSettings();
    const id = this.nextId++;
    // the saved login is read here, where the database is; the worker only ever holds it for the run
    const saved = job.accountId !== undefined ? (this.opts.sessions?.load(job.accountId, def.family) ?? null) : null;
    const { signal, ...plain } = job;
    const onAbort = () => this.post({ type: 'abort', id });
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await new Promise<ExecutionResult>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        this.post({ type: 'run', id, job: plain, family: def.family, saved }, worker);
      });
    } finally {
      signal.removeEventListener('abort', onAbort);
      this.pending.delete(id);
    }
  }

  capacity(): number {
    const s = this.opts.settings();
    const at = this.opts.clock.now();
    // remote pools the worker saw drop stay out of the sum until their time is up
    const down = new Map((this.reported ?? []).filter((p) => !p.up).map((p) => [p.name, p.downUntil ?? Infinity]));
    return s.concurrency + s.remoteBrowsers.filter((r) => (down.get(r.name) ?? 0) <= at).reduce((n, r) => n + r.concurrency, 0);
  }

  pools(): NodePoolStatus[] {
    this.syncSettings();
    return this.reported ?? idlePools(this.opts.settings());
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => void worker.terminate().then(() => resolve()), CLOSE_WAIT_MS);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      this.post({ type: 'close' }, worker);
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const { url, argv } = this.opts.script;
    const settings = this.opts.settings();
    this.sentSettings = JSON.stringify(settings);
    const worker = new Worker(url, { workerData: { config: this.opts.config, settings }, argv });
    worker.on('message', (m: FromWorker) => this.receive(m));
    worker.on('error', (err) => this.lost(worker, err.message));
    worker.on('exit', (code) => this.lost(worker, `退出码 ${code}`));
    this.worker = worker;
    return worker;
  }

  private receive(m: FromWorker): void {
    switch (m.type) {
      case 'done':
        this.pending.get(m.id)?.resolve(m.result);
        break;
      case 'failed':
        this.pending.get(m.id)?.reject(new ExecutionError(m.kind, m.message));
        break;
      case 'pools':
        this.reported = m.status;
        break;
      case 'refresh':
        this.opts.sessions?.refresh(m.accountId, m.family, m.state);
        break;
      case 'closed':
        break;
    }
  }

  /** the worker is gone: its runs fail (as the browser would have), the next run starts another */
  private lost(worker: Worker, why: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.reported = null;
    const err = this.closed ? new ExecutionError('aborted', `执行已中止(引擎停止): 浏览器节点线程 ${why}`) : fail.browser(`浏览器节点线程已结束 (${why})`);
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  private syncSettings(): void {
    if (!this.worker) return;
    const settings = this.opts.settings();
    const text = JSON.stringify(settings);
    if (text === this.sentSettings) return;
    this.sentSettings = text;
    this.post({ type: 'settings', settings });
  }

  private post(m: ToWorker, worker = this.worker): void {
    worker?.postMessage(m);
  }
}
