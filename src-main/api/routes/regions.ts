import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../engine/engine.js';
import { ok } from '../envelope.js';

// Where sub-tasks go out and which browsers run them: the owner's settings as the UI shows them
// (proxies and endpoints masked; credentials are never returned).
export function regionRoutes(app: FastifyInstance, engine: Engine): void {
  const tags = ['本地扩展'];
  const security = [{ bearer: [] }];
  const auth = { preHandler: app.authenticate };

  app.get(
    '/api/local/regions',
    { ...auth, schema: { tags, summary: '各地区的出口 (direct / 代理, 代理已脱敏); hasEgress=false 的地区提交后子任务失败', security } },
    async () => ok(engine.regions()),
  );

  app.get(
    '/api/local/nodes',
    { ...auth, schema: { tags, summary: '浏览器节点池 (本地 / 远程) 的状态, 以及因限流暂停的平台', security } },
    async () => ok(engine.nodes()),
  );
}
