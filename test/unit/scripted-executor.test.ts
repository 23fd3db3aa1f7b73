import { describe, expect, it } from 'vitest';
import { directiveScript } from '../../src-main/engine/execution/directive-script.js';
import { ScriptedExecutor, type Script } from '../../src-main/engine/execution/scripted.js';
import { ExecutionError, type ExecutionJob } from '../../src-main/engine/execution/types.js';
import { DEADLINE_MARGIN_MS } from '../../src-main/engine/nodes/guard.js';
import { executionJob, failureOf } from '../helpers/jobs.js';

const job = executionJob;

describe('ScriptedExecutor', () => {
  it('answers with the scripted fields and empties for the rest', async () => {
    const x = new ScriptedExecutor({ script: () => ({ kind: 'answer', answer: { answerContent: '答案', searchKeywords: ['手机'] } }) });
    const r = await x.run(job());
    expect(r).toMatchObject({ answerContent: '答案', searchKeywords: ['手机'], referenceList: [], reasoningProcess: null, screenshotFile: null, capturedFrom: 'script' });
  });

  it('fails with the scripted kind and message', async () => {
    for (const kind of ['login', 'challenge', 'platform', 'no_answer', 'timeout', 'browser'] as const) {
      const x = new ScriptedExecutor({ script: () => ({ kind: 'error', error: kind, message: `boom ${kind}` }) });
      const err = await failureOf(x.run(job()));
      expect([err.kind, err.message]).toEqual([kind, `boom ${kind}`]);
    }
  });

  it('gives up before the lease deadline when the script hangs', async () => {
    const x = new ScriptedExecutor({ script: () => ({ kind: 'hang' }) });
    const err = await failureOf(x.run(job({ deadline: Date.now() + DEADLINE_MARGIN_MS + 200 })));
    expect(err.kind).toBe('timeout');
  });

  it('stops a delayed attempt on abort, as aborted (not counted as a try)', async () => {
    const x = new ScriptedExecutor({ script: () => ({ kind: 'answer', answer: { answerContent: 'late' }, delayMs: 60_000 }) });
    const abort = new AbortController();
    const running = x.run(job({ signal: abort.signal }));
    setTimeout(() => abort.abort(), 50);
    expect((await failureOf(running)).kind).toBe('aborted');
  });

  it('closing ends attempts still waiting', async () => {
    const x = new ScriptedExecutor({ script: () => ({ kind: 'hang' }) });
    const running = x.run(job());
    await new Promise((r) => setTimeout(r, 20));
    await x.close();
    expect((await failureOf(running)).kind).toBe('aborted');
  });

  it('hands the script each attempt number', async () => {
    const seen: number[] = [];
    const script: Script = (j) => {
      seen.push(j.attempt);
      return { kind: 'answer', answer: { answerContent: String(j.attempt) } };
    };
    const x = new ScriptedExecutor({ script, supports: (p) => p === 'deepseek' });
    await x.run(job({ attempt: 1 }));
    await x.run(job({ attempt: 2 }));
    expect(seen).toEqual([1, 2]);
    expect([x.supports('deepseek'), x.supports('kimi')]).toEqual([true, false]);
  });
});

describe('directiveScript', () => {
  it('plays the replica answer, with sources and citations in search mode', () => {
    const o = directiveScript(job({ mode: 'reasoning_search', prompt: '2026年值得买的国产手机品牌推荐' }));
    if (o.kind !== 'answer') throw new Error(`expected an answer, got ${o.kind}`);
    expect(o.answer.answerContent.length).toBeGreaterThan(100);
    expect(o.answer.referenceList!.length).toBeGreaterThan(0);
    expect(o.answer.citedIndexes!.length).toBeGreaterThan(0);
    expect(o.answer.reasoningProcess!.content.length).toBeGreaterThan(20);
  });

  it('follows the [sim:…] directives', () => {
    const answer = Buffer.from('**华为** 第一', 'utf8').toString('base64url');
    expect(directiveScript(job({ prompt: `[sim:answer=${answer}] 手机` }))).toMatchObject({ kind: 'answer', answer: { answerContent: '**华为** 第一' } });
    expect(directiveScript(job({ prompt: '[sim:login] 手机' }))).toMatchObject({ kind: 'error', error: 'login' });
    expect(directiveScript(job({ prompt: '[sim:captcha] 手机' }))).toMatchObject({ kind: 'error', error: 'challenge' });
    expect(directiveScript(job({ prompt: '[sim:fail] [sim:delay=30] 手机' }))).toMatchObject({ kind: 'error', error: 'busy', delayMs: 30 });
    expect(directiveScript(job({ prompt: '[sim:fail-times=1] 手机', attempt: 1 }))).toMatchObject({ kind: 'error', error: 'busy' });
    expect(directiveScript(job({ prompt: '[sim:fail-times=1] 手机', attempt: 2 }))).toMatchObject({ kind: 'answer' });
    expect(directiveScript(job({ prompt: '[sim:delay=10]' }))).toMatchObject({ kind: 'error', error: 'platform' });
    expect(directiveScript(job({ prompt: '[sim:ratelimit] 手机' }))).toMatchObject({ kind: 'error', error: 'rate_limit' });
    expect(directiveScript(job({ prompt: '[sim:empty] 手机' }))).toMatchObject({ kind: 'error', error: 'no_answer' });
    const degraded = directiveScript(job({ prompt: '[sim:norefs] 手机推荐', mode: 'search' }));
    expect(degraded).toMatchObject({ kind: 'answer', answer: { referenceList: [] } });
  });
});
