// One place for the errorMessage texts a failed attempt carries (Chinese first, the platform
// code always named, so an analyst reading a result knows what to fix).

import { ExecutionError } from '../execution/types.js';

export const fail = {
  login: (platform: string, detail?: string) =>
    new ExecutionError('login', `平台登录已失效(登录墙): ${platform}${detail ? ` — ${detail}` : ''}`),
  challenge: (platform: string, detail?: string) =>
    new ExecutionError('challenge', `遇到平台安全验证(验证码/挑战页): ${platform}${detail ? ` — ${detail}` : ''}`),
  rateLimit: (platform: string, detail?: string) =>
    new ExecutionError('rate_limit', `平台限流(请求过于频繁): ${platform}${detail ? ` — ${detail}` : ''}`),
  busy: (platform: string, detail?: string) => new ExecutionError('busy', `平台繁忙: ${platform}${detail ? ` — ${detail}` : ''}`),
  /** a mode the platform's page offers no way to set */
  modeUnavailable: (platform: string, what: string) => new ExecutionError('platform', `平台页面无法设置模式「${what}」: ${platform}`),
  platform: (platform: string, detail: string) => new ExecutionError('platform', `平台返回错误: ${platform} — ${detail}`),
  noAnswer: (platform: string, detail: string) => new ExecutionError('no_answer', `未获取到回答: ${platform} — ${detail}`),
  timeout: (platform: string, detail: string) => new ExecutionError('timeout', `执行超时: ${platform} — ${detail}`),
  browser: (detail: string) => new ExecutionError('browser', `浏览器不可用: ${detail}`),
  /** the region's proxy: `label` is the masked proxy, never its credentials */
  egress: (region: string, label: string, detail: string) => new ExecutionError('egress', `地区 ${region} 的出口代理不可用(${label}): ${detail}`),
  nodeLost: (pool: string, detail: string) => new ExecutionError('node_lost', `远程浏览器节点 ${pool} 断开: ${detail}`),
  aborted: (platform: string) => new ExecutionError('aborted', `执行已中止(引擎停止或任务取消): ${platform}`),
};

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message.split('\n')[0]! : String(err);
}
