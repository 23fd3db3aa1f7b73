// The DeepSeek replica under `/deepseek`, built on the shared shell: the chat page, its API
// (mirroring the real `/api/v0/...` paths and their response envelopes) and the share view.
// Its page-computed token is the proof-of-work; its session is `localStorage.userToken`.

import { randomUUID } from 'node:crypto';
import { STYLES } from '../content/compose.js';
import { Gate, isPageGet, RecentMap, SessionStore, ShareStore, sendHtml, sendJson, writeFrames, type Replica, type ReplicaRequest, type ShellServices } from '../shell/index.js';
import { credentialsAccepted } from '../shell/login.js';
import { appPage, sharePage, signInPage, type SharedConversation } from './page-html.js';
import { PowIssuer } from './pow.js';
import { answerFrames, busyFrames, emptyFrames, rateLimitFrames } from './stream.js';

export const DEEPSEEK_PREFIX = '/deepseek';
const COMPLETION_PATH = '/api/v0/chat/completion';

const ok = (bizData: unknown) => ({ code: 0, msg: '', data: { biz_code: 0, biz_msg: '', biz_data: bizData } });
const INVALID_TOKEN = { code: 40003, msg: 'Authorization Failed (invalid token)', data: null };
const CHALLENGE_HTML = '<!doctype html><html><head><title>Just a moment...</title></head><body>请完成安全验证 / Verify you are human</body></html>';

export function deepseekReplica(shell: ShellServices): Replica {
  return new DeepseekReplica(shell.gate, shell.loginRequired);
}

class DeepseekReplica implements Replica {
  readonly family = 'deepseek';
  readonly name = 'DeepSeek';
  readonly prefix = DEEPSEEK_PREFIX;
  private readonly session: SessionStore;
  private readonly pow = new PowIssuer();
  /** chat session id -> responseMessageId -> message */
  private readonly chats = new RecentMap<string, Map<number, SharedConversation>>();
  private readonly shares = new ShareStore<SharedConversation>();

  constructor(
    private readonly gate: Gate,
    private readonly loginRequired: boolean,
  ) {
    this.session = new SessionStore({ cookie: null, path: DEEPSEEK_PREFIX, prefix: 'sbx', required: loginRequired, storage: { key: 'userToken', wrapped: true } });
  }

  async handle(r: ReplicaRequest): Promise<void> {
    const { method, path, res } = r;
    if (isPageGet(r, ['/a/chat/'])) {
      return sendHtml(res, 200, appPage({ base: DEEPSEEK_PREFIX, provisionToken: this.session.forPage(r), mobile: r.mobile, defaultToggles: { thinking: false, search: true } }));
    }
    if (method === 'GET' && path === '/sign_in') return sendHtml(res, 200, signInPage(DEEPSEEK_PREFIX));
    const share = /^\/share\/([a-z0-9]+)$/.exec(path);
    if (method === 'GET' && share) return this.shares.sendPage(res, share[1]!, sharePage);
    if (method === 'POST' && path === '/api/v0/users/login') {
      // with login required only the sandbox SMS code opens a session
      if (this.loginRequired && !credentialsAccepted(await r.json())) return sendJson(res, 200, { code: 40002, msg: 'INVALID_CREDENTIALS', data: null });
      return sendJson(res, 200, ok({ code: 0, msg: '', user: { id: randomUUID(), token: this.session.issue(), email: '', mobile_number: '138******00' } }));
    }

    const authed = this.session.authed(r, r.bearer());
    if (method === 'GET' && path === '/api/v0/users/current') {
      if (!authed) return sendJson(res, 200, INVALID_TOKEN);
      return sendJson(res, 200, ok({ id: 'sandbox-user', token: r.bearer(), email: '', mobile_number: '138******00', area_code: '+86', status: 0, chat: { is_muted: 0 } }));
    }
    if (method === 'POST' && path === COMPLETION_PATH) return this.completion(r, authed);
    if (method !== 'POST' || !path.startsWith('/api/v0/')) return sendJson(res, 404, { code: 404, msg: 'Not Found', data: null });
    const body = await r.json();
    if (!authed) return sendJson(res, 200, INVALID_TOKEN);

    switch (path) {
      case '/api/v0/chat_session/create': {
        const id = randomUUID();
        this.chats.set(id, new Map());
        return sendJson(res, 200, ok({ id, seq_id: this.chats.size, agent: 'chat', title: null, inserted_at: Date.now() / 1000 }));
      }
      case '/api/v0/chat/create_pow_challenge':
        return sendJson(res, 200, ok({ challenge: this.pow.create(String(body.target_path ?? COMPLETION_PATH)) }));
      case '/api/v0/share/create': {
        const chat = this.chats.get(String(body.chat_session_id ?? ''));
        const ids = Array.isArray(body.message_ids) ? (body.message_ids as unknown[]).map(Number) : [];
        const message = ids.map((id) => chat?.get(id)).find((m) => m !== undefined);
        if (!message) return sendJson(res, 200, { code: 0, msg: '', data: { biz_code: 4, biz_msg: 'Message not found', biz_data: null } });
        return sendJson(res, 200, ok({ share_id: this.shares.create(message) }));
      }
      default:
        return sendJson(res, 404, { code: 404, msg: 'Not Found', data: null });
    }
  }

  private async completion(r: ReplicaRequest, authed: boolean): Promise<void> {
    const { res } = r;
    const body = await r.json();
    const prompt = String(body.prompt ?? '');
    const mode = { reasoning: body.thinking_enabled === true, search: body.search_enabled === true };
    const signed = this.pow.verify(r.header('x-ds-pow-response') ?? undefined, COMPLETION_PATH);
    const verdict = await this.gate.decide(r, { family: this.family, prompt, ...mode, authed, signed });
    const chat = this.chats.get(String(body.chat_session_id ?? ''));
    const parentId = typeof body.parent_message_id === 'number' ? body.parent_message_id : 0;
    const ids = { requestMessageId: parentId + 1, responseMessageId: parentId + 2 };

    switch (verdict.outcome) {
      case 'gone':
        return;
      // the anti-bot layer sits in front of the application
      case 'challenge':
        return sendHtml(res, 403, CHALLENGE_HTML, { 'cf-mitigated': 'challenge' });
      case 'login':
        return sendJson(res, 200, { code: 40003, msg: 'INVALID_TOKEN', data: null });
      case 'rejected':
        return sendJson(res, 200, { code: 40301, msg: 'INVALID_POW_RESPONSE', data: null });
      case 'busy':
        return writeFrames(res, busyFrames(ids));
      case 'rate_limit':
        return writeFrames(res, rateLimitFrames(ids));
      case 'empty':
        return writeFrames(res, emptyFrames(mode, ids));
      case 'answer': {
        if (!chat) return sendJson(res, 200, { code: 0, msg: '', data: { biz_code: 4, biz_msg: 'Chat session not found', biz_data: null } });
        const answer = verdict.compose(STYLES.deepseek);
        chat.set(ids.responseMessageId, {
          prompt,
          answer: answer.markdown,
          reasoning: answer.reasoning,
          sources: answer.sources.map((s, i) => ({ url: s.url, title: s.title, site_name: s.siteName, cite_index: i + 1 })),
          title: answer.title,
        });
        return writeFrames(res, answerFrames(answer, mode, ids));
      }
    }
  }
}
