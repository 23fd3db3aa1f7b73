import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../engine/engine.js';
import type { ReconciliationQuery } from '../../engine/billing/reconciliation.js';
import { ok } from '../envelope.js';
import * as S from '../schemas.js';
import { Type } from 'typebox';

const body = (raw: unknown): ReconciliationQuery => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as ReconciliationQuery) : {});

export function reconciliationRoutes(app: FastifyInstance, engine: Engine): void {
  const tags = ['对账'];
  const security = [{ bearer: [] }];
  const auth = { preHandler: app.authenticate };
  app.post(
    '/api/reconciliation/summary',
    { ...auth, schema: { tags, summary: '消费汇总', security, body: S.ReconciliationBody, response: { 200: S.envelope(S.SummaryData) } } },
    async (req) => ok(engine.reconciliationSummary(req.accountId, body(req.body))),
  );
  app.post(
    '/api/reconciliation/records',
    { ...auth, schema: { tags, summary: '消费明细 (交易时间倒序)', security, body: S.RecordsBody, response: { 200: S.envelope(S.RecordsData) } } },
    async (req) => ok(engine.reconciliationRecords(req.accountId, body(req.body))),
  );
  app.get(
    '/api/reconciliation/balance',
    { ...auth, schema: { tags, summary: '当前余额', security, response: { 200: S.envelope(Type.Object({ currentBalance: Type.String() })) } } },
    async (req) => ok(engine.balance(req.accountId)),
  );
}
