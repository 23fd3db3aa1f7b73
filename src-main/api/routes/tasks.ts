import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../engine/engine.js';
import { MSG } from '../../engine/errors.js';
import { objectBody } from '../../engine/validation.js';
import { ok, okJson } from '../envelope.js';
import * as S from '../schemas.js';
import { Type } from 'typebox';

/** Task endpoints answer under both the short and the documented long prefix. */
export const TASK_PREFIXES = ['', '/api/business/monitor'] as const;

type TaskParams = { taskId: string };
type SubParams = { taskId: string; subTaskId: string };

export function taskRoutes(app: FastifyInstance, engine: Engine): void {
  const security = [{ bearer: [] }];
  const auth = { preHandler: app.authenticate };

  for (const prefix of TASK_PREFIXES) {
    const tags = [prefix ? '任务 (长路径)' : '任务'];
    app.post(
      `${prefix}/task/batch/shared`,
      { ...auth, schema: { tags, summary: '提交批量任务', security, body: S.SubmitBody, response: { 200: S.envelope(S.SubmitData) } } },
      async (req) => {
        const { created, view } = engine.submit(req.accountId, req.body);
        return ok(view, created ? MSG.submitted : MSG.exists);
      },
    );
    app.get<{ Params: TaskParams }>(
      `${prefix}/task/status/:taskId`,
      { ...auth, schema: { tags, summary: '查询任务状态', security, params: S.TaskIdParams, response: { 200: S.envelope(S.StatusData) } } },
      (req, reply) => okJson(reply, engine.reads.status(req.accountId, req.params.taskId)),
    );
    app.get<{ Params: TaskParams }>(
      `${prefix}/task/result/:taskId`,
      { ...auth, schema: { tags, summary: '获取任务结果', security, params: S.TaskIdParams, response: { 200: S.envelope(S.ResultData) } } },
      (req, reply) => okJson(reply, engine.reads.result(req.accountId, req.params.taskId)),
    );
    app.get<{ Params: SubParams }>(
      `${prefix}/task/result/:taskId/:subTaskId`,
      { ...auth, schema: { tags, summary: '获取子任务结果', security, params: S.SubTaskParams, response: { 200: S.envelope(S.SubTaskResult) } } },
      async (req) => ok(engine.subTaskResult(req.accountId, req.params.taskId, req.params.subTaskId)),
    );
    app.get<{ Querystring: Record<string, unknown> }>(
      `${prefix}/task/list`,
      { ...auth, schema: { tags, summary: '任务列表 (新的在前)', security, querystring: S.ListQuery, response: { 200: S.envelope(S.ListData) } } },
      async (req) => ok(engine.list(req.accountId, req.query)),
    );
    app.put<{ Params: TaskParams }>(
      `${prefix}/task/:taskId/stop`,
      { ...auth, schema: { tags, summary: '停止任务', security, params: S.TaskIdParams, response: { 200: S.envelope(Type.String()) } } },
      async (req) => ok(engine.stop(req.accountId, req.params.taskId)),
    );
    app.get(
      `${prefix}/task/callback-url`,
      { ...auth, schema: { tags, summary: '查询全局回调地址', security, response: { 200: S.envelope(S.Nullable(Type.String())) } } },
      async (req) => ok(engine.getCallbackUrl(req.accountId)),
    );
    app.put(
      `${prefix}/task/callback-url`,
      { ...auth, schema: { tags, summary: '设置全局回调地址 (null 或空字符串清除)', security, body: S.CallbackUrlBody, response: { 200: S.envelope(Type.Null()) } } },
      async (req) => {
        // `"http://…"`, `[]`, `true` are not `{ "callbackUrl": … }`: refused, nothing cleared
        const body = req.body === undefined ? {} : objectBody(req.body);
        engine.setCallbackUrl(req.accountId, body.callbackUrl);
        return ok(null, MSG.callbackUpdated);
      },
    );
  }
}
