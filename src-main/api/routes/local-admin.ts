// Account-scoped local additions that were CLI-only: settings, API tokens, signing-secret state,
// and the platform facts a task builder needs. Thin: src-main/engine/account-admin.ts decides.
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Engine } from '../../engine/engine.js';
import { callbackSecretState, createToken, topupOwnBalance, listTokens, readSettings, revokeToken, saveSettings } from '../../engine/account-admin.js';
import { contractRoute } from '../contract-route.js';
import * as L from '../local-schemas.js';

/** the token the request came with (authenticate has already accepted it) */
function presentedToken(header: string | undefined): string {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
}

export function localAdminRoutes(app: FastifyInstance, engine: Engine): void {
  const tags = ['本地扩展'];
  contractRoute(app, 'GET /api/local/platforms', { tags, summary: '平台能力、本账户的登录状态与近期健康度', data: L.PlatformInfo }, (req) => engine.sessions.list(req.accountId));
  contractRoute(
    app,
    'POST /api/local/platforms/:family/login',
    { tags, summary: '在本机打开该平台的登录窗口 (本账户); 结果通过 session 事件与平台列表告知', params: L.FamilyParams, data: L.LoginStarted, message: '登录窗口已打开, 请在窗口中完成登录' },
    (req) => {
      const { family } = req.params as { family: string };
      engine.sessions.startLogin(req.accountId, family);
      return { family, state: 'waiting' as const };
    },
  );
  contractRoute(
    app,
    'DELETE /api/local/platforms/:family/session',
    { tags, summary: '忘记本账户保存的该平台登录 (暂停的队列保持暂停, 直到重新登录)', params: L.FamilyParams, data: Type.Null(), message: '已退出登录' },
    (req) => {
      engine.sessions.logout(req.accountId, (req.params as { family: string }).family);
      return null;
    },
  );

  contractRoute(app, 'GET /api/local/settings', { tags, summary: '引擎设置 (价格、并发、重试、浏览器路径); editable 表示本账户能否修改', data: L.SettingsData }, (req) =>
    readSettings(engine, req.accountId),
  );
  contractRoute(
    app,
    'PUT /api/local/settings',
    { tags, summary: '修改引擎设置 (仅本机桌面账户 desktop); 只需提供要改的项', body: L.SettingsBody, data: L.SettingsData, message: '设置已保存' },
    (req) => saveSettings(engine, req.accountId, req.body),
  );

  contractRoute(
    app,
    'POST /api/local/balance/topup',
    { tags, summary: '为本机桌面账户 (desktop) 充值; 其他账户用 cli account topup', body: L.TopupBody, data: L.TopupData, message: '充值成功' },
    (req) => topupOwnBalance(engine, req.accountId, req.body),
  );

  contractRoute(app, 'GET /api/local/tokens', { tags, summary: '本账户的有效 API 令牌 (仅前缀)', data: L.TokenList }, (req) =>
    listTokens(engine, req.accountId, presentedToken(req.headers.authorization)),
  );
  contractRoute(
    app,
    'POST /api/local/tokens',
    { tags, summary: '创建 API 令牌 (完整令牌只返回这一次)', body: L.TokenCreateBody, data: L.TokenCreated, message: '令牌已创建' },
    (req) => createToken(engine, req.accountId, req.body),
  );
  contractRoute(
    app,
    'DELETE /api/local/tokens/:id',
    { tags, summary: '吊销本账户的一个 API 令牌', params: L.TokenIdParams, data: Type.Null(), message: '令牌已吊销' },
    (req) => {
      revokeToken(engine, req.accountId, (req.params as { id: string }).id);
      return null;
    },
  );

  contractRoute(app, 'GET /api/local/callback-secret', { tags, summary: '是否已设置回调签名密钥 (密钥本身不返回)', data: L.CallbackSecretState }, (req) =>
    callbackSecretState(engine, req.accountId),
  );
}
