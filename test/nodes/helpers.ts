// Shared by the node test files: a job factory and readers for what the replica received.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { NodePool, type NodePoolOptions } from '../../src-main/engine/nodes/index.js';
import { sandboxPromptRouting, startSandbox, type SandboxServer } from '../../src-main/sandbox/index.js';
import type { Mode, ScreenshotOption } from '../../src-main/engine/domain.js';
import type { ExecutionJob } from '../../src-main/engine/execution/types.js';
import type { ReceivedRequest } from '../../src-main/sandbox/index.js';

let nextSubTaskId = Math.floor(Date.now() % 1_000_000) * 10;

export interface JobInput {
  platform?: string;
  mode?: Mode;
  prompt: string;
  screenshot?: ScreenshotOption;
  monitorTerms?: string[];
  attempt?: number;
  subTaskId?: number;
  deadlineMs?: number;
  signal?: AbortSignal;
}

export function job(input: JobInput): ExecutionJob {
  return {
    subTaskId: input.subTaskId ?? ++nextSubTaskId,
    taskId: 'e3b0c44298fc1c149afbf4c8996fb924',
    attempt: input.attempt ?? 1,
    platform: input.platform ?? 'deepseek',
    mode: input.mode ?? 'standard',
    prompt: input.prompt,
    screenshot: input.screenshot ?? 0,
    monitorTerms: input.monitorTerms ?? [],
    regionCode: null,
    deadline: Date.now() + (input.deadlineMs ?? 45_000),
    signal: input.signal ?? new AbortController().signal,
  };
}

export function freshSubTaskId(): number {
  return ++nextSubTaskId;
}

export async function received(baseUrl: string, subTaskId: number): Promise<ReceivedRequest[]> {
  const res = await fetch(`${baseUrl}/__sandbox/requests?key=${subTaskId}`);
  return ((await res.json()) as { requests: ReceivedRequest[] }).requests;
}

/** the ExecutionError a run failed with (the test fails when it succeeded or threw something else) */
export { failureOf as failure } from '../helpers/jobs.js';

export async function isPng(path: string): Promise<boolean> {
  const head = (await readFile(path)).subarray(0, 8);
  return head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}

export interface ReplicaPool {
  sandbox: SandboxServer;
  pool: NodePool;
  dataDir: string;
}

/** the browser server every node test file shares (see browser-server.ts), when one runs */
export const sharedBrowser = (): string | null => inject('browserWsEndpoint') || null;

/** one replica and one pool per test file; pages of every file share one Chromium (the expensive part on 2 cores) */
export function useReplicaPool(label: string, options: Partial<NodePoolOptions> = {}): ReplicaPool {
  const env = {} as ReplicaPool;
  beforeAll(async () => {
    env.dataDir = await mkdtemp(join(tmpdir(), `bm-nodes-${label}-`));
    env.sandbox = await startSandbox();
    env.pool = new NodePool({ dataDir: env.dataDir, routing: sandboxPromptRouting(env.sandbox.baseUrl), browserEndpoint: sharedBrowser(), ...options });
  });
  afterAll(async () => {
    await env.pool?.close();
    await env.sandbox?.close();
    if (env.dataDir) await rm(env.dataDir, { recursive: true, force: true });
  });
  return env;
}
