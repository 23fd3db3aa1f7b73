import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../engine/engine.js';
import { contractRoute } from '../contract-route.js';
import * as L from '../local-schemas.js';

// Where sub-tasks go out and which browsers run them: the owner's settings as the UI shows them
// (proxies and endpoints masked; credentials are never returned).
export function regionRoutes(app: FastifyInstance, engine: Engine): void {
  const tags = ['本地扩展'];
  contractRoute(app, 'GET /api/local/regions', { tags, summary: '各地区的出口 (direct / 代理, 代理已脱敏); hasEgress=false 的地区提交后子任务失败', data: L.RegionEgressList }, () => engine.regions());
  contractRoute(app, 'GET /api/local/nodes', { tags, summary: '浏览器节点池 (本地 / 远程) 的状态, 以及因限流暂停的平台', data: L.NodesData }, () => engine.nodes());
}
