// Schemas of the account-scoped local additions (settings, tokens, callback log, platforms, events).
// Like schemas.ts they document; the engine and the local-admin routes decide.
import { Type } from 'typebox';
import { Nullable } from './schemas.js';

const Cents = Type.Integer({ minimum: 0, description: '分 (整数)' });

export const PriceTable = Type.Object({
  currency: Type.String(),
  domestic: Type.Object({ base: Cents, reasoning: Cents, screenshot: Cents }),
  overseas: Type.Object({ base: Cents, reasoning: Type.Optional(Cents), screenshot: Cents }),
});

export const Settings = Type.Object({
  prices: PriceTable,
  maxRetries: Type.Integer(),
  retryDelayMs: Type.Integer(),
  concurrency: Type.Integer({ description: '本地 Chromium 同时运行的子任务数 (0: 只用远程浏览器)' }),
  remoteBrowsers: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: Type.Union([Type.Literal('server'), Type.Literal('cdp')]),
      endpoint: Type.String({ description: '读取时凭据已脱敏; 原样提交脱敏值表示不修改' }),
      concurrency: Type.Integer(),
    }),
  ),
  platformConcurrency: Type.Integer(),
  platformSpacingMs: Type.Integer(),
  platformPacing: Type.Record(Type.String(), Type.Object({ concurrency: Type.Optional(Type.Integer()), spacingMs: Type.Optional(Type.Integer()) })),
  rateLimitPauseMs: Type.Integer(),
  regionEgress: Type.Record(Type.String(), Type.String({ description: "'direct' 或代理 URL; 读取时凭据已脱敏, 原样提交脱敏值表示不修改" })),
  ipEchoUrl: Nullable(Type.String()),
  leaseMs: Type.Integer(),
  subTaskTimeoutMs: Type.Integer(),
  browserPath: Nullable(Type.String()),
  callbackBackoffMs: Type.Array(Type.Integer()),
});

export const SettingsData = Type.Object({
  settings: Settings,
  /** only the machine's own desktop account may change engine settings */
  editable: Type.Boolean(),
});
export const SettingsBody = Type.Partial(Settings);

export const TokenItem = Type.Object({
  id: Type.Integer(),
  prefix: Type.String({ description: '令牌前 10 个字符; 完整令牌只在创建时返回一次' }),
  label: Nullable(Type.String()),
  createdAt: Type.Integer(),
  lastUsedAt: Nullable(Type.Integer()),
  /** the token this very request was made with */
  current: Type.Boolean(),
});
export const TokenList = Type.Array(TokenItem);
export const TokenCreateBody = Type.Object({ label: Type.Optional(Nullable(Type.String({ maxLength: 64 }))) });
export const TokenCreated = Type.Object({ id: Type.Integer(), prefix: Type.String(), token: Type.String() });
export const TokenIdParams = Type.Object({ id: Type.String() });

export const CallbackSecretState = Type.Object({ configured: Type.Boolean() });
export const TopupBody = Type.Object({ amount: Type.Union([Type.String({ maxLength: 20 }), Type.Number()], { description: '充值金额 (元, 最多两位小数)' }) });
export const TopupData = Type.Object({ currentBalance: Type.String() });

export const CallbackSecretBody = Type.Object({ secret: Type.Optional(Nullable(Type.String({ minLength: 16, maxLength: 256 }))) });

export const CallbackDelivery = Type.Object({
  id: Type.Integer(),
  taskId: Type.String(),
  url: Type.String(),
  eventStatus: Type.String(),
  status: Type.String({ description: 'pending, delivering, delivered, failed' }),
  attempts: Type.Integer(),
  nextAttemptAt: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  createdAt: Type.Integer(),
  deliveredAt: Nullable(Type.Integer()),
  attemptLog: Type.Array(
    Type.Object({
      attempt: Type.Integer(),
      startedAt: Type.Integer(),
      durationMs: Nullable(Type.Integer()),
      statusCode: Nullable(Type.Integer()),
      error: Nullable(Type.String()),
    }),
  ),
});
export const CallbackQuery = Type.Object({ taskId: Type.Optional(Type.String()), status: Type.Optional(Type.String()) });

export const SessionState = Type.Union([Type.Literal('logged_in'), Type.Literal('expired'), Type.Literal('challenged'), Type.Literal('never')]);

/** what the public model list leaves out but a task builder needs: modes, pricing class, features */
export const PlatformInfo = Type.Array(
  Type.Object({
    modelCode: Type.String(),
    supportsReasoning: Type.Boolean(),
    overseas: Type.Boolean(),
    features: Type.Object({ video: Type.Boolean(), goods: Type.Boolean(), searchKeywords: Type.Boolean(), shareLink: Type.Boolean() }),
    /** a page adapter runs this code here; the others are accepted and their sub-tasks fail plainly */
    executed: Type.Boolean(),
    family: Type.String({ description: '平台家族 (deepseek 与 deepseek_mobile 同为 deepseek); 未接入执行的代码为其自身' }),
    session: Type.Object({
      state: SessionState,
      savedAt: Nullable(Type.Integer({ description: '登录状态最近一次保存的时间 (毫秒)' })),
      checkedAt: Nullable(Type.Integer({ description: '最近一次运行或登录确认/否定它的时间 (毫秒)' })),
      detail: Nullable(Type.String({ description: '例如使其失效的错误信息' })),
    }),
    held: Nullable(Type.Object({ since: Type.Integer(), reason: Type.String() }, { description: '本账户该平台的队列暂停, 直到重新登录' })),
    lastSuccessAt: Nullable(Type.Integer()),
    lastError: Nullable(Type.Object({ at: Type.Integer(), message: Type.String() })),
    recentFinished: Type.Integer({ description: '统计所用的最近结束的子任务数 (最多 50)' }),
    recentSuccessRate: Nullable(Type.Number()),
    searchWithReferencesRate: Nullable(Type.Number({ description: '7 天内联网搜索模式的成功回答中带参考资料的比例' })),
  }),
);

export const FamilyParams = Type.Object({ family: Type.String({ maxLength: 64 }) });
export const LoginStarted = Type.Object({ family: Type.String(), state: Type.Literal('waiting') });

/** one pushed event: the caller's session of a platform family changed (login window, expiry, logout) */
export const SessionEvent = Type.Object({
  family: Type.String(),
  state: Type.Union([SessionState, Type.Literal('waiting'), Type.Literal('failed')]),
  held: Type.Boolean(),
  message: Nullable(Type.String()),
});

export const HealthData = Type.Object({ version: Type.String(), inFlight: Type.Integer() });
export const ReanalyzeBody = Type.Object({
  monitorKeywords: Type.String(),
  monitorKeywordAliases: Type.Optional(Nullable(Type.Array(Type.String()))),
  competitors: Type.Optional(Nullable(Type.Array(Type.Object({ name: Type.Optional(Nullable(Type.String())), aliases: Type.Optional(Nullable(Type.Array(Type.String()))) })))),
});
export const ReanalyzeData = Type.Object({ taskId: Type.String(), reanalyzed: Type.Integer() });

/** one pushed event: a task of the caller's account changed (status, counters, a result landed) */
export const TaskEvent = Type.Object({ taskId: Type.String() });

export const RegionEgressList = Type.Array(
  Type.Object({
    regionCode: Type.String(),
    name: Type.String(),
    scope: Type.Union([Type.Literal('domestic'), Type.Literal('overseas'), Type.Literal('default')]),
    hasEgress: Type.Boolean({ description: 'false: 提交可以, 但该地区的子任务会失败 (未扣费)' }),
    egress: Nullable(Type.Union([Type.Literal('direct'), Type.Literal('proxy')])),
    proxy: Nullable(Type.String({ description: '代理地址, 凭据已脱敏' })),
  }),
);

export const NodesData = Type.Object({
  pools: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: Type.Union([Type.Literal('local'), Type.Literal('server'), Type.Literal('cdp')]),
      endpoint: Nullable(Type.String({ description: '端点, 凭据和令牌已脱敏' })),
      concurrency: Type.Integer(),
      inUse: Type.Integer(),
      up: Type.Boolean(),
      downUntil: Nullable(Type.Integer()),
      lastError: Nullable(Type.String()),
      started: Type.Integer(),
      drops: Type.Integer(),
    }),
  ),
  pausedPlatforms: Type.Array(Type.Object({ platform: Type.String(), until: Type.Integer(), reason: Type.String() })),
});
