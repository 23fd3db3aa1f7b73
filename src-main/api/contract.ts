// The one typed contract of the service: every route (method + path → params, query, body, data)
// and every pushed event, derived from the route schemas. The API's local routes, the preload
// bridge and the renderer's client all take their types from here, so no caller names its own
// response type. Types only: the renderer imports this with `import type` and no Node code follows.
import type { Static } from 'typebox';
import type * as S from './schemas.js';
import type * as L from './local-schemas.js';

/** the response envelope of every endpoint */
export interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

interface Spec {
  query?: unknown;
  body?: unknown;
  data: unknown;
}

type Brand = Static<typeof S.SubTaskResult>;
export type SubmitBody = Static<typeof S.SubmitBody>;
export type SubmitData = Static<typeof S.SubmitData>;
export type StatusData = Static<typeof S.StatusData>;
export type ResultData = Static<typeof S.ResultData>;
export type SubTaskResult = Static<typeof S.SubTaskResult>;
export type ListData = Static<typeof S.ListData>;
export type TaskListItem = ListData['tasks'][number];
export type ListQuery = { page?: number; size?: number; status?: string; keyword?: string };
export type ReconciliationBody = Static<typeof S.ReconciliationBody>;
export type RecordsBody = Static<typeof S.RecordsBody>;
export type SummaryData = Static<typeof S.SummaryData>;
export type RecordsData = Static<typeof S.RecordsData>;
export type ModelRecord = Static<typeof S.ModelData>[number];
export type DomesticRegion = Static<typeof S.DomesticRegionData>[number];
export type OverseasRegion = Static<typeof S.OverseasRegionData>[number];
export type Settings = Static<typeof L.Settings>;
export type PriceTable = Static<typeof L.PriceTable>;
export type SettingsData = Static<typeof L.SettingsData>;
export type TokenItem = Static<typeof L.TokenItem>;
export type TokenCreated = Static<typeof L.TokenCreated>;
export type CallbackDelivery = Static<typeof L.CallbackDelivery>;
export type PlatformInfo = Static<typeof L.PlatformInfo>[number];
export type SessionState = Static<typeof L.SessionState>;
export type SessionEvent = Static<typeof L.SessionEvent>;
export type AnalysisBody = Static<typeof S.AnalysisBody>;
export type AnalysisData = Pick<Brand, 'mentionPosition' | 'mentionContext' | 'sentiment' | 'competitorRankings' | 'allRankings' | 'categoryRanking' | 'keywordEvaluations'>;
export type ReanalyzeBody = Static<typeof L.ReanalyzeBody>;

export interface Routes {
  'POST /api/business/monitor/task/batch/shared': { body: SubmitBody; data: SubmitData };
  'GET /api/business/monitor/task/status/:taskId': { data: StatusData };
  'GET /api/business/monitor/task/result/:taskId': { data: ResultData };
  'GET /api/business/monitor/task/result/:taskId/:subTaskId': { data: SubTaskResult };
  'GET /api/business/monitor/task/list': { query: ListQuery; data: ListData };
  'PUT /api/business/monitor/task/:taskId/stop': { data: string };
  'GET /api/business/monitor/task/callback-url': { data: string | null };
  'PUT /api/business/monitor/task/callback-url': { body: Static<typeof S.CallbackUrlBody>; data: null };
  'GET /api/business/system/models': { data: ModelRecord[] };
  'GET /api/business/eip-edge/ports/city-info': { data: DomesticRegion[] };
  'GET /api/business/eip-edge/regions/overseas': { data: OverseasRegion[] };
  'POST /api/reconciliation/summary': { body: ReconciliationBody; data: SummaryData };
  'POST /api/reconciliation/records': { body: RecordsBody; data: RecordsData };
  'GET /api/reconciliation/balance': { data: { currentBalance: string } };
  'GET /api/local/health': { data: Static<typeof L.HealthData> };
  'GET /api/local/platforms': { data: PlatformInfo[] };
  'POST /api/local/platforms/:family/login': { data: Static<typeof L.LoginStarted> };
  'DELETE /api/local/platforms/:family/session': { data: null };
  'GET /api/local/settings': { data: SettingsData };
  'PUT /api/local/settings': { body: Static<typeof L.SettingsBody>; data: SettingsData };
  'POST /api/local/balance/topup': { body: Static<typeof L.TopupBody>; data: Static<typeof L.TopupData> };
  'GET /api/local/regions': { data: Static<typeof L.RegionEgressList> };
  'GET /api/local/nodes': { data: Static<typeof L.NodesData> };
  'GET /api/local/tokens': { data: TokenItem[] };
  'POST /api/local/tokens': { body: Static<typeof L.TokenCreateBody>; data: TokenCreated };
  'DELETE /api/local/tokens/:id': { data: null };
  'GET /api/local/callback-secret': { data: Static<typeof L.CallbackSecretState> };
  'PUT /api/local/callback-secret': { body: Static<typeof L.CallbackSecretBody>; data: null };
  'GET /api/local/callbacks': { query: { taskId?: string; status?: string }; data: CallbackDelivery[] };
  'POST /api/local/callbacks/:id/redeliver': { data: null };
  'POST /api/local/tasks/:taskId/reanalyze': { body: ReanalyzeBody; data: Static<typeof L.ReanalyzeData> };
  'POST /api/local/analysis': { body: AnalysisBody; data: AnalysisData };
}

/** pushed events: over IPC in Electron, over `GET /api/local/events` (Server-Sent Events) in a browser */
export interface Events {
  task: Static<typeof L.TaskEvent>;
  session: SessionEvent;
}

export type RouteKey = keyof Routes;
export type Method<K extends RouteKey> = K extends `${infer M} ${string}` ? M : never;
export type PathOf<K extends RouteKey> = K extends `${string} ${infer P}` ? P : never;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<`/${Rest}`> : P extends `${string}:${infer Name}` ? Name : never;
export type Params<K extends RouteKey> = { [N in ParamNames<PathOf<K>>]: string };

export type Data<K extends RouteKey> = Routes[K]['data'];
export type Body<K extends RouteKey> = Routes[K] extends { body: infer B } ? B : undefined;
export type Query<K extends RouteKey> = Routes[K] extends { query: infer Q } ? Q : undefined;

type ParamsPart<K extends RouteKey> = [ParamNames<PathOf<K>>] extends [never] ? {} : { params: Params<K> };
type BodyPart<K extends RouteKey> = Body<K> extends undefined ? {} : { body: Body<K> };
type QueryPart<K extends RouteKey> = Query<K> extends undefined ? {} : { query?: Query<K> };
/** what a caller passes besides the route key: only the parts that route has */
export type CallInput<K extends RouteKey> = ParamsPart<K> & BodyPart<K> & QueryPart<K>;
