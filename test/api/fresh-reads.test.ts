// Status and result reads are served from a cache between changes: every read right after a change
// must show it (sub-task progress, stop, reanalysis, a token revoked by the CLI in another process).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/processes.js';
import { startTestService, waitFor, waitForFinal, type TestService } from '../helpers/service.js';

let t: TestService;
let token: string;

beforeAll(async () => {
  t = await startTestService({ concurrency: 1 });
  token = t.account('reader', 50).token;
});
afterAll(async () => t?.close());

const RANK: Record<string, number> = { pending: 0, assigned: 1, processing: 2, completed: 3, failed: 3, error: 3, stopped: 3 };

/** what the database holds right now, read past the engine and its caches */
function dbSubTasks(taskId: string): { status: string }[] {
  return t.service.engine.store.raw.prepare('select status from sub_tasks where task_id = ? order by ordinal').all(taskId) as { status: string }[];
}

describe('status and result reads after a change', () => {
  it('every status read shows at least what the database held just before it, through a whole run', async () => {
    const sub = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['[sim:delay=600] 推荐几款手机', '推荐几款平板'], platforms: [{ platform: 'deepseek', mode: 'standard' }] },
    });
    const { taskId } = sub.body.data;
    const seen = new Set<string>();
    for (let reads = 0; ; reads++) {
      const before = dbSubTasks(taskId);
      const [s, r] = await Promise.all([t.call('GET', `/task/status/${taskId}`, { token }), t.call('GET', `/task/result/${taskId}`, { token })]);
      const views = [s.body.data.subTaskList, r.body.data.subTaskList] as { status: string }[][];
      for (const list of views) {
        list.forEach((x, i) => {
          expect(RANK[x.status]!).toBeGreaterThanOrEqual(RANK[before[i]!.status]!);
          seen.add(x.status);
        });
      }
      expect(s.body.data.completedItems).toBeGreaterThanOrEqual(before.filter((x) => x.status === 'completed').length);
      if (s.body.data.status === 'completed') {
        expect(r.body.data.subTaskList.every((x: any) => x.answerContent)).toBe(true);
        break;
      }
      expect(reads).toBeLessThan(5000);
    }
    // the run was watched as it went: the cache saw more than one state
    expect(seen.has('completed') && (seen.has('processing') || seen.has('assigned') || seen.has('pending'))).toBe(true);
  });

  it('a stop shows in the very next status and result read', async () => {
    const sub = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['[sim:delay=3000] 慢问题', '第二个问题'], platforms: [{ platform: 'deepseek', mode: 'standard' }] },
    });
    const { taskId } = sub.body.data;
    await waitFor(async () => (await t.call('GET', `/task/status/${taskId}`, { token })).body.data.subTaskList[0].status !== 'pending');
    for (let i = 0; i < 5; i++) await t.call('GET', `/task/result/${taskId}`, { token }); // warm
    expect((await t.call('PUT', `/task/${taskId}/stop`, { token })).body.success).toBe(true);
    const s = (await t.call('GET', `/task/status/${taskId}`, { token })).body.data;
    expect(s.status).toBe('stopped');
    expect(s.message).toBe('任务已停止');
    expect(s.subTaskList[1].status).toBe('stopped');
    expect((await t.call('GET', `/task/result/${taskId}`, { token })).body.data.status).toBe('stopped');
    await waitForFinal(t, token, taskId);
  });

  it('a reanalysis shows in the very next result read', async () => {
    const sub = await t.call('POST', '/task/batch/shared', {
      token,
      body: { prompts: ['推荐几款国产手机'], platforms: [{ platform: 'deepseek', mode: 'standard' }], monitorKeywords: '华为' },
    });
    const { taskId } = sub.body.data;
    await waitForFinal(t, token, taskId);
    const warm = (await t.call('GET', `/task/result/${taskId}`, { token })).body.data;
    expect(warm.subTaskList[0].monitorKeywords).toBe('华为');
    const re = await t.call('POST', `/api/local/tasks/${taskId}/reanalyze`, { token, body: { monitorKeywords: '小米', competitors: [{ name: '华为' }] } });
    expect(re.body.success).toBe(true);
    const r = (await t.call('GET', `/task/result/${taskId}`, { token })).body.data;
    expect(r.subTaskList[0].monitorKeywords).toBe('小米');
    expect(r.subTaskList[0].competitors.map((c: any) => c.name)).toEqual(['华为']);
    const s = (await t.call('GET', `/task/status/${taskId}`, { token })).body.data;
    expect(s.subTaskList[0].monitorKeywords).toBe('小米');
  });

  it('a foreign account reads 404 even when the view is cached', async () => {
    const other = t.account('other-reader', 1).token;
    const mine = (await t.call('GET', '/task/list', { token })).body.data.tasks[0].taskId;
    expect((await t.call('GET', `/task/status/${mine}`, { token })).body.success).toBe(true);
    for (const path of [`/task/status/${mine}`, `/task/result/${mine}`]) {
      expect((await t.call('GET', path, { token: other })).body).toMatchObject({ success: false, code: 404, data: null });
    }
  });
});

describe('token revocation', () => {
  it('a token revoked by the CLI (another process) is refused on the next call', async () => {
    const { token: tok } = t.account('revoked-soon', 1);
    for (let i = 0; i < 3; i++) expect((await t.call('GET', '/task/list', { token: tok })).body.success).toBe(true);
    const r = runCli(['token', 'revoke', tok.slice(0, 10), '--data-dir', t.dataDir]);
    expect(r.status).toBe(0);
    expect((await t.call('GET', '/task/list', { token: tok })).body).toMatchObject({ success: false, code: 401 });
  });
});
