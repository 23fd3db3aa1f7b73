/** The one error type of the service: a contract code plus its exact message. */
export class ServiceError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status for the envelope; business outcomes answer 200 like the original service */
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export const CODE = {
  ok: 200,
  badRequest: 300001,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  stopEnded: 500,
  insufficientBalance: 500001,
  reconciliation: 400,
} as const;

export function badRequest(what: string): ServiceError {
  return new ServiceError(CODE.badRequest, `请求参数错误: ${what}`);
}

export const MSG = {
  ok: '操作成功',
  submitted: '批量任务已提交',
  exists: '任务已存在',
  callbackUpdated: '回调地址更新成功',
  taskNotFound: '任务不存在',
  noPermission: '无权操作该任务',
  taskEnded: '任务已结束,不能停止',
  insufficientBalance: '余额不足',
  stoppedProgress: '任务已停止',
} as const;
