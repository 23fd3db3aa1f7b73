// Route schemas: they document the API (OpenAPI at /api/local/openapi.json). Input rules and
// their exact Chinese messages live in the engine (tasks/validate.ts), the one place that decides.
import { Type, type TSchema } from 'typebox';

export const envelope = (data: TSchema, description = '统一响应包') =>
  Type.Object(
    {
      success: Type.Boolean(),
      code: Type.Integer({ description: '200 成功; 否则为错误码' }),
      message: Type.String(),
      data,
    },
    { description },
  );

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const Mode = Type.Union([Type.Literal('standard'), Type.Literal('reasoning'), Type.Literal('search'), Type.Literal('reasoning_search')]);
export const Screenshot = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], { description: '0 不截图, 1 截图, 2 仅提及时截图' });

export const PlatformConfig = Type.Object({
  platform: Type.String({ description: '平台编码, 见 /api/business/system/models' }),
  mode: Mode,
  screenshot: Type.Optional(Screenshot),
});

export const CompetitorBrand = Type.Object({
  name: Type.Optional(Nullable(Type.String())),
  aliases: Type.Optional(Nullable(Type.Array(Type.String()))),
});

export const SubmitBody = Type.Object({
  prompts: Type.Array(Type.String(), { maxItems: 50, description: '每条问题在每个平台上运行一次' }),
  platforms: Type.Array(PlatformConfig, { maxItems: 50, description: '按平台编码去重(不区分大小写), 保留首次出现' }),
  monitorKeywords: Type.Optional(Nullable(Type.String())),
  monitorKeywordAliases: Type.Optional(Nullable(Type.Array(Type.String(), { maxItems: 50 }))),
  competitors: Type.Optional(Nullable(Type.Array(CompetitorBrand, { maxItems: 50 }))),
  regionCode: Type.Optional(Nullable(Type.Array(Type.String(), { minItems: 1, maxItems: 1 }))),
  callbackUrl: Type.Optional(Nullable(Type.String({ maxLength: 2048 }))),
  consumerTaskId: Type.Optional(Nullable(Type.String({ description: '8-64 位字母或数字, 用于幂等' }))),
});

const BrandFields = {
  monitorKeywords: Type.Optional(Nullable(Type.String())),
  monitorKeywordAliases: Type.Optional(Type.Array(Type.String())),
  competitors: Type.Optional(Type.Array(Type.Object({ name: Type.String(), aliases: Type.Array(Type.String()) }))),
};

export const SubTaskBrief = Type.Object({
  subTaskId: Type.String(),
  prompt: Type.String(),
  platform: Type.String(),
  mode: Type.String(),
  status: Type.String(),
  ...BrandFields,
});

export const SubmitData = Type.Object({
  taskId: Type.String({ description: '32 位小写十六进制' }),
  consumerTaskId: Nullable(Type.String()),
  totalTask: Type.Integer(),
  status: Type.String(),
  pollUrl: Type.String(),
  callbackUrl: Nullable(Type.String()),
  subTaskList: Type.Array(SubTaskBrief),
});

export const StatusData = Type.Object({
  taskId: Type.String(),
  consumerTaskId: Nullable(Type.String()),
  status: Type.String(),
  message: Type.String({ description: '任务进度: X/Y 已完成, Z 失败; 停止后为 任务已停止' }),
  totalItems: Type.Integer(),
  completedItems: Type.Integer(),
  failedItems: Type.Integer(),
  createdAt: Type.Integer({ description: 'Unix 毫秒' }),
  completedAt: Nullable(Type.Integer({ description: 'Unix 毫秒' })),
  subTaskList: Type.Array(SubTaskBrief),
});

const Reference = Type.Object({
  index: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  summary: Type.Optional(Type.String()),
  publishTime: Nullable(Type.String({ description: 'yyyy-MM-dd' })),
  site: Type.String(),
  icon: Type.String(),
});
const Ranking = Type.Object({ name: Type.String(), rank: Nullable(Type.Integer()) });

export const SubTaskResult = Type.Object({
  subTaskId: Type.String(),
  platform: Type.String(),
  mode: Type.String(),
  prompt: Type.String(),
  status: Type.String(),
  ...BrandFields,
  time: Nullable(Type.Integer({ description: '完成时间, Unix 毫秒' })),
  pageScreenshot: Nullable(Type.String()),
  shareUrl: Nullable(Type.String()),
  answerContent: Nullable(Type.String({ description: 'Markdown' })),
  referenceList: Type.Array(Reference),
  citationList: Type.Array(Reference),
  reasoningProcess: Nullable(Type.Object({ summary: Type.String(), content: Type.String() })),
  recommendedQuestions: Type.Array(Type.String()),
  searchKeywords: Type.Array(Type.String()),
  mediaContent: Type.Array(Type.Unknown()),
  videoList: Type.Array(Type.Unknown()),
  goods: Type.Array(Type.Unknown()),
  errorMessage: Nullable(Type.String()),
  proxyIp: Nullable(Type.String()),
  amount: Type.Number(),
  mentionPosition: Nullable(Type.Integer()),
  mentionContext: Type.String(),
  sentiment: Type.Union([Type.Literal('positive'), Type.Literal('negative'), Type.Literal('neutral')]),
  competitorRankings: Type.Array(Ranking),
  allRankings: Type.Array(Ranking),
  categoryRanking: Nullable(Type.Object({ categoryName: Type.String(), rank: Type.Integer(), allRankings: Type.Array(Ranking) })),
  keywordEvaluations: Type.Array(Type.Object({ keyword: Type.String(), nature: Type.String(), context: Type.String() })),
});

/** the task-level fields shared by the result, list and callback shapes (tasks/views.ts taskHeader) */
const TaskHeader = {
  taskId: Type.String(),
  consumerTaskId: Nullable(Type.String()),
  status: Type.String(),
  totalItems: Type.Integer(),
  completedItems: Type.Integer(),
  failedItems: Type.Integer(),
  createdAt: Type.Integer({ description: 'Unix 毫秒' }),
  completedAt: Nullable(Type.Integer({ description: 'Unix 毫秒' })),
};

export const ResultData = Type.Object({ ...TaskHeader, subTaskList: Type.Array(SubTaskResult) });

export const ListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  status: Type.Optional(Type.String({ description: 'pending, processing, completed, partial_completed, failed, stopped' })),
  keyword: Type.Optional(Type.String({ description: '本地扩展 (服务说明中没有): 按提示词或监测品牌搜索, 不区分大小写; 不传时与文档一致' })),
});

export const ListData = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  tasks: Type.Array(
    Type.Object({
      ...TaskHeader,
      prompts: Type.Array(Type.String()),
      platforms: Type.Array(PlatformConfig),
      monitorKeyword: Nullable(Type.String()),
      monitorKeywordAliases: Nullable(Type.Array(Type.String())),
      competitors: Nullable(Type.Array(CompetitorBrand)),
    }),
  ),
});

export const TaskIdParams = Type.Object({ taskId: Type.String() });
export const SubTaskParams = Type.Object({ taskId: Type.String(), subTaskId: Type.String() });

export const CallbackUrlBody = Type.Object({ callbackUrl: Type.Optional(Nullable(Type.String({ maxLength: 2048 }))) });

export const ReconciliationBody = Type.Object({
  startDate: Type.String({ description: 'yyyy-MM-dd' }),
  endDate: Type.String({ description: 'yyyy-MM-dd' }),
  aiModel: Type.Optional(Type.String()),
  taskId: Type.Optional(Type.String()),
});
export const RecordsBody = Type.Object({
  ...ReconciliationBody.properties,
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
});

export const SummaryData = Type.Object({
  startDate: Type.String(),
  endDate: Type.String(),
  aiModel: Type.String(),
  taskId: Type.String(),
  totalCount: Type.Integer(),
  totalConsume: Type.String(),
});
export const RecordsData = Type.Object({
  records: Type.Array(
    Type.Object({
      id: Type.Integer(),
      taskId: Type.String(),
      subTaskId: Nullable(Type.Integer()),
      taskCreatedTime: Nullable(Type.Integer({ description: 'Unix 毫秒' })),
      taskCompletedTime: Nullable(Type.Integer({ description: 'Unix 毫秒' })),
      transactionTime: Type.Integer({ description: 'Unix 毫秒' }),
      amount: Type.String(),
      description: Type.String(),
      aiModel: Type.String(),
      aiModelText: Type.String(),
      question: Type.String(),
    }),
  ),
  total: Type.Integer(),
  currentPage: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
});

export const ModelData = Type.Array(
  Type.Object({ modelCode: Type.String(), modelName: Type.String(), description: Type.String(), clientType: Type.String() }),
);
export const DomesticRegionData = Type.Array(Type.Object({ province: Type.String(), regionCode: Type.Array(Type.String()) }));
export const OverseasRegionData = Type.Array(Type.Object({ name: Type.String(), regionCode: Type.Array(Type.String()) }));

export const AnalysisBody = Type.Object({
  answerContent: Type.String(),
  monitorKeywords: Type.String(),
  monitorKeywordAliases: Type.Optional(Nullable(Type.Array(Type.String()))),
  competitors: Type.Optional(Nullable(Type.Array(CompetitorBrand))),
});
