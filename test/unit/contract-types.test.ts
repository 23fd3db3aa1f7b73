// The contract's data types are derived from the route schemas; the engine builds the payloads.
// These assignments only compile while the two agree, so `npm run typecheck` fails on drift.
import { describe, expect, it } from 'vitest';
import type { Data } from '../../src-main/api/contract.js';
import type { Engine } from '../../src-main/engine/engine.js';
import type { ResultView, StatusView } from '../../src-main/engine/tasks/views.js';

type Same<A, B> = [A] extends [B] ? true : false;
const checks: {
  submit: Same<ReturnType<Engine['submit']>['view'], Data<'POST /api/business/monitor/task/batch/shared'>>;
  status: Same<StatusView, Data<'GET /api/business/monitor/task/status/:taskId'>>;
  result: Same<ResultView, Data<'GET /api/business/monitor/task/result/:taskId'>>;
  list: Same<ReturnType<Engine['list']>, Data<'GET /api/business/monitor/task/list'>>;
  records: Same<ReturnType<Engine['reconciliationRecords']>, Data<'POST /api/reconciliation/records'>>;
  summary: Same<ReturnType<Engine['reconciliationSummary']>, Data<'POST /api/reconciliation/summary'>>;
  callbacks: Same<ReturnType<Engine['listCallbacks']>, Data<'GET /api/local/callbacks'>>;
} = { submit: true, status: true, result: true, list: true, records: true, summary: true, callbacks: true };

describe('contract types', () => {
  it('engine payloads are assignable to the contract data types', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
  });
});
