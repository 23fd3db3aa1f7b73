// The 腾讯元宝 replica under `/yuanbao`, built on the shared shell: the chat page, its API (the
// real paths: conversation create, `/api/chat/{id}`, `api/conversations/v2/share`) and the
// read-only share view. Session: the `hy_user` / `hy_token` cookies the page load sets (the
// profile "logged in once"); the page signs each chat request with a key only its script knows.

import { randomBytes, randomUUID } from 'node:crypto';
import { STYLES } from '../content/compose.js';
import {
  Gate,
  isPageGet,
  RecentMap,
  RequestSigner,
  SessionStore,
  ShareStore,
  sendHtml,
  sendJson,
  writeFrames,
  type Replica,
  type ReplicaRequest,
  type ShellServices,
} from '../shell/index.js';
import { appPage, sharePage, type SharedAnswer } from './page-html.js';
import { answerFrames, busyFrames, emptyFrames, RATE_LIMIT_REFUSAL, searchDocs, THINK_MODEL_IDS, toRefMarkers, type YuanbaoStreamIds } from './stream.js';

export const YUANBAO_PREFIX = '/yuanbao';
export const AGENT_ID = 'naQivTmsDa';
const LOGIN_REFUSAL = { code: 401, msg: '登录态失效，请重新登录' };

interface Conversation {
  /** message index -> answer, for sharing */
  answers: Map<number, SharedAnswer>;
}

export function yuanbaoReplica(shell: ShellServices): Replica {
  return new YuanbaoReplica(shell.gate, shell.loginRequired);
}

class YuanbaoReplica implements Replica {
  readonly family = 'yuanbao';
  readonly name = '腾讯元宝';
  readonly prefix = YUANBAO_PREFIX;
  private readonly session: SessionStore;
  private readonly signer = new RequestSigner();
  private readonly conversations = new RecentMap<string, Conversation>();
  private readonly shares = new ShareStore<SharedAnswer>();

  constructor(
    private readonly gate: Gate,
    loginRequired: boolean,
  ) {
    this.session = new SessionStore({ cookie: 'hy_token', path: YUANBAO_PREFIX, prefix: 'hy', required: loginRequired, login: { site: '腾讯元宝', heading: '微信扫码登录 或 手机号登录' } });
  }

  async handle(r: ReplicaRequest): Promise<void> {
    const { method, path, res } = r;
    if (await this.session.serveLogin(r, isPageGet(r, ['/chat']))) return;
    if (isPageGet(r, ['/chat'])) {
      const token = this.session.forPage(r);
      const user = r.cookie('hy_user') ?? `u${randomBytes(6).toString('hex')}`;
      res.setHeader('set-cookie', [this.session.setCookie(token), this.session.siteCookie('hy_user', user)]);
      return sendHtml(res, 200, appPage({ base: YUANBAO_PREFIX, agentId: AGENT_ID, pageKey: this.signer.pageKey(), mobile: r.mobile }));
    }
    const shared = /^\/s\/([a-z0-9]+)$/.exec(path);
    if (method === 'GET' && shared) return this.shares.sendPage(res, shared[1]!, sharePage);

    const authed = this.session.authedByCookie(r);
    if (method === 'GET' && path === '/api/getuserinfo') {
      if (!authed) return sendJson(res, 401, LOGIN_REFUSAL);
      return sendJson(res, 200, { id: r.cookie('hy_user'), nickname: '元宝用户', avatar: '' });
    }
    if (method !== 'POST') return sendJson(res, 404, { code: 404, msg: 'Not Found' });
    const chat = /^\/api\/chat\/([A-Za-z0-9-]+)$/.exec(path);
    if (chat) return this.chat(r, chat[1]!, authed);

    const body = await r.json();
    if (!authed) return sendJson(res, 401, LOGIN_REFUSAL);
    switch (path) {
      case '/api/user/agent/conversation/create': {
        if (body.agentId !== AGENT_ID) return sendJson(res, 400, { code: 400, msg: 'agentId 无效' });
        const id = randomUUID();
        this.conversations.set(id, { answers: new Map() });
        return sendJson(res, 200, { id });
      }
      case '/api/conversations/v2/share': {
        const conv = this.conversations.get(String(body.conversationId ?? ''));
        const indexes = Array.isArray(body.sharedMessageIndexes) ? (body.sharedMessageIndexes as unknown[]).map(Number) : [];
        const answer = indexes.map((i) => conv?.answers.get(i)).find((a) => a !== undefined);
        if (!answer) return sendJson(res, 404, { code: 404, msg: '对话不存在' });
        return sendJson(res, 200, { shareId: this.shares.create(answer, 12) });
      }
      default:
        return sendJson(res, 404, { code: 404, msg: 'Not Found' });
    }
  }

  private async chat(r: ReplicaRequest, conversationId: string, authed: boolean): Promise<void> {
    const { res } = r;
    const raw = await r.text();
    const body = await r.json();
    const prompt = String(body.prompt ?? '');
    const chatModelId = String(body.chatModelId ?? '');
    const functions = (Array.isArray(body.supportFunctions) ? body.supportFunctions : []).filter((f): f is string => typeof f === 'string');
    const mode = { reasoning: THINK_MODEL_IDS.includes(chatModelId), search: functions.includes('supportInternetSearch') };
    const signed = this.signer.verify(r.header('x-sign'), `${YUANBAO_PREFIX}/api/chat/${conversationId}`, raw);
    const verdict = await this.gate.decide(r, { family: this.family, prompt, ...mode, authed, signed });
    const conv = this.conversations.get(conversationId);
    const index = (conv?.answers.size ?? 0) * 2 + 2;
    const ids: YuanbaoStreamIds = { conversationId, index, traceId: randomBytes(16).toString('hex'), chatModelId, supportFunctions: functions };

    switch (verdict.outcome) {
      case 'gone':
        return;
      // Tencent's captcha sits in front of the application
      case 'challenge':
        return sendJson(res, 403, { code: 'TCAPTCHA', msg: '请完成安全验证', captcha: { appId: '2046626881', sid: randomBytes(8).toString('hex') } });
      case 'login':
        return sendJson(res, 401, LOGIN_REFUSAL);
      case 'rejected':
        return sendJson(res, 400, { code: 4001, msg: '请求签名无效' });
      case 'busy':
        return writeFrames(res, busyFrames(ids));
      case 'rate_limit':
        return sendJson(res, RATE_LIMIT_REFUSAL.status, RATE_LIMIT_REFUSAL.body);
      case 'empty':
        return writeFrames(res, emptyFrames(ids));
      case 'answer': {
        if (!conv || !prompt.trim()) return sendJson(res, 400, { code: 1001, msg: '会话不存在' });
        const answer = verdict.compose(STYLES.yuanbao);
        conv.answers.set(index, {
          prompt,
          text: toRefMarkers(answer.markdown),
          reasoning: answer.reasoning,
          docs: searchDocs(answer, ids).map((d) => ({ index: d.index, url: d.url, title: d.title, web_site_name: d.web_site_name })),
          title: answer.title,
        });
        return writeFrames(res, answerFrames(answer, mode, ids));
      }
    }
  }
}
