import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../engine/engine.js';
import { APP_VERSION } from '../../version.js';
import { ok, failure } from '../envelope.js';
import * as S from '../schemas.js';
import { Type } from 'typebox';

export function localRoutes(app: FastifyInstance, engine: Engine): void {
  const tags = ['本地扩展'];
  const security = [{ bearer: [] }];
  const auth = { preHandler: app.authenticate };

  app.get('/api/local/openapi.json', { schema: { tags, summary: '本接口的 OpenAPI 3 文档' } }, async () => app.swagger());

  app.get('/api/local/health', { schema: { tags, summary: '服务状态' } }, async () =>
    ok({ version: APP_VERSION, inFlight: engine.scheduler?.inFlight ?? 0 }),
  );

  app.get<{ Params: { file: string } }>(
    '/api/local/screenshots/:file',
    { schema: { tags, summary: '子任务截图 (PNG)', params: Type.Object({ file: Type.String() }) } },
    async (req, reply) => {
      // names come from the node pool: <taskId>-<subTaskId>-<attempt>.png; anything else is not ours
      if (!/^[a-f0-9]{32}(-\d{1,15}){0,2}\.png$/.test(req.params.file)) return reply.status(404).send(failure(404, '截图不存在'));
      const path = join(engine.screenshotsDir, req.params.file);
      if (!existsSync(path)) return reply.status(404).send(failure(404, '截图不存在'));
      return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(createReadStream(path));
    },
  );

  app.put(
    '/api/local/callback-secret',
    {
      ...auth,
      schema: {
        tags,
        summary: '设置回调签名密钥 (null 或空字符串清除); 设置后每次回调带 X-BrandMonitor-Signature',
        security,
        body: Type.Object({ secret: Type.Optional(S.Nullable(Type.String({ minLength: 16, maxLength: 256 }))) }),
      },
    },
    async (req) => {
      const body = req.body as { secret?: unknown } | undefined;
      engine.setCallbackSecret(req.accountId, body && typeof body === 'object' ? body.secret : undefined);
      return ok(null, '回调签名密钥更新成功');
    },
  );

  app.get<{ Querystring: { taskId?: string; status?: string } }>(
    '/api/local/callbacks',
    {
      ...auth,
      schema: {
        tags,
        summary: '回调投递记录 (含每次尝试)',
        security,
        querystring: Type.Object({ taskId: Type.Optional(Type.String()), status: Type.Optional(Type.String({ description: 'pending, delivering, delivered, failed' })) }),
      },
    },
    async (req) => ok(engine.listCallbacks(req.accountId, req.query)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/local/callbacks/:id/redeliver',
    { ...auth, schema: { tags, summary: '立即重新投递一次回调', security, params: Type.Object({ id: Type.String() }) } },
    async (req) => {
      engine.redeliverCallback(req.accountId, req.params.id);
      return ok(null);
    },
  );

  app.post<{ Params: { taskId: string } }>(
    '/api/local/tasks/:taskId/reanalyze',
    {
      ...auth,
      schema: {
        tags,
        summary: '用新的品牌列表重新分析已结束任务的已存答案 (不再访问平台)',
        security,
        params: Type.Object({ taskId: Type.String() }),
        body: Type.Object({
          monitorKeywords: Type.String(),
          monitorKeywordAliases: Type.Optional(S.Nullable(Type.Array(Type.String()))),
          competitors: Type.Optional(S.Nullable(Type.Array(S.CompetitorBrand))),
        }),
      },
    },
    async (req) => ok(engine.reanalyze(req.accountId, req.params.taskId, req.body)),
  );

  app.post(
    '/api/local/analysis',
    { ...auth, schema: { tags, summary: '品牌分析预览 (不访问任何平台)', security, body: S.AnalysisBody } },
    async (req) => ok(engine.analyze(req.body)),
  );
}
