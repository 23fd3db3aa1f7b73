import type { FastifyInstance } from 'fastify';
import { DOMESTIC_REGIONS, MODELS, OVERSEAS_REGIONS } from '../../engine/catalog.js';
import { ok } from '../envelope.js';
import * as S from '../schemas.js';

// Public lookups: no token needed.
export function lookupRoutes(app: FastifyInstance): void {
  const tags = ['公共查询'];
  const models = MODELS.map(({ modelCode, modelName, description, clientType }) => ({ modelCode, modelName, description, clientType }));
  app.get('/api/business/system/models', { schema: { tags, summary: '平台模型列表', response: { 200: S.envelope(S.ModelData) } } }, async () => ok(models));
  app.get('/api/business/eip-edge/ports/city-info', { schema: { tags, summary: '国内地区 (省级行政区)', response: { 200: S.envelope(S.DomesticRegionData) } } }, async () =>
    ok(DOMESTIC_REGIONS),
  );
  app.get('/api/business/eip-edge/regions/overseas', { schema: { tags, summary: '海外国家和地区', response: { 200: S.envelope(S.OverseasRegionData) } } }, async () =>
    ok(OVERSEAS_REGIONS),
  );
}
