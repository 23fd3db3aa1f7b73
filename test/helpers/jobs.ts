// An executor's job as the scheduler hands it over, and the error a failed run ends with.
import { expect } from 'vitest';
import { ExecutionError, type ExecutionJob } from '../../src-main/engine/execution/types.js';

export function executionJob(over: Partial<ExecutionJob> = {}): ExecutionJob {
  return {
    subTaskId: 7,
    taskId: '0123456789abcdef0123456789abcdef',
    attempt: 1,
    platform: 'deepseek',
    mode: 'standard',
    prompt: '推荐几款国产手机',
    screenshot: 0,
    monitorTerms: [],
    regionCode: null,
    deadline: Date.now() + 60_000,
    signal: new AbortController().signal,
    ...over,
  };
}

/** the ExecutionError `p` rejects with (fails the test when it resolves or rejects otherwise) */
export async function failureOf(p: Promise<unknown>): Promise<ExecutionError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ExecutionError);
  return err as ExecutionError;
}
