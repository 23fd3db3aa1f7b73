// The Kimi replica under `/kimi`, built on the shared shell: the chat page, the Connect-RPC chat
// gateway (one request frame in, answer frames out), the token refresh the page relies on, the
// share API and the read-only share view. Its page-computed token is the `x-msh-sign` header;
// its session is the refresh token in localStorage plus the short-lived `kimi-auth` JWT cookie.

import { randomBytes } from 'node:crypto';
import { STYLES } from '../content/compose.js';
import { ICONS } from '../deepseek/icons.js';
import {
  Gate,
  htmlDocument,
  isPageGet,
  RecentMap,
  RequestSigner,
  SessionStore,
  ShareStore,
  sendHtml,
  sendJson,
  sharedAnswer,
  sharePage,
  writeFrames,
  type Replica,
  type ReplicaRequest,
  type SharedAnswer,
  type ShellServices,
} from '../shell/index.js';
import { AccessTokens } from './access-token.js';
import { KIMI_APP_JS } from './page-app.js';
import { chatBody, type KimiPageConfig } from './page-html.js';
import { KIMI_CSS } from './page-style.js';
import { answerFrames, BUSY_MESSAGE, CONNECT_HEAD, errorFrames, RATE_LIMIT_MESSAGE, toWire, UNAUTHENTICATED_MESSAGE, type KimiFrame, type KimiRequestEcho } from './stream.js';

export const KIMI_PREFIX = '/kimi';
// the site's own paths, kept apart from the adapter's definition so a drift between them fails a test
const KIMI_CHAT_PATH = '/apiv2/kimi.gateway.chat.v1.ChatService/Chat';
const KIMI_SHARE_PATH = '/apiv2/kimi.gateway.share.v1.ShareService/CreateShare';
const REFRESH_PATH = '/api/auth/token/refresh';
const CHALLENGE_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>安全验证</title></head>' +
  '<body><div class="captcha"><h2>请完成安全验证</h2><p>拖动滑块完成拼图</p><div class="captcha-slider" role="slider" aria-label="拖动滑块完成拼图"></div></div></body></html>';

/** Kimi's ids: 20 characters of lowercase base32 */
const kimiId = () => randomBytes(13).toString('base64url').toLowerCase().replace(/[^a-v0-9]/g, 'k').slice(0, 20);

export function kimiReplica(shell: ShellServices): Replica {
  return new KimiReplica(shell.gate, shell.loginRequired);
}

class KimiReplica implements Replica {
  readonly family = 'kimi';
  readonly name = 'Kimi';
  readonly prefix = KIMI_PREFIX;
  private readonly refreshTokens: SessionStore;
  private readonly access = new AccessTokens();
  private readonly signer = new RequestSigner();
  private readonly chats = new RecentMap<string, SharedAnswer>();
  private readonly shares = new ShareStore<SharedAnswer>();

  constructor(
    private readonly gate: Gate,
    loginRequired: boolean,
  ) {
    // the login is the refresh token the page keeps (raw) in localStorage; the JWT cookie follows from it
    this.refreshTokens = new SessionStore({
      cookie: null,
      path: KIMI_PREFIX,
      prefix: 'kimi-rt',
      required: loginRequired,
      storage: { key: 'refresh_token', wrapped: false },
      login: { site: 'Kimi', heading: '手机号登录' },
    });
  }

  async handle(r: ReplicaRequest): Promise<void> {
    const { method, path, res } = r;
    if (await this.refreshTokens.serveLogin(r, false)) return;
    if (isPageGet(r, ['/chat/'])) return this.page(r);
    const share = /^\/share\/([a-z0-9]+)$/.exec(path);
    if (method === 'GET' && share) return this.shares.sendPage(res, share[1]!, (shared) => sharePage(shared, { answerClass: 'markdown', accent: '#1783ff' }));
    if (method === 'GET' && path === REFRESH_PATH) return this.refresh(r);
    if (method === 'POST' && path === KIMI_CHAT_PATH) return this.chat(r);
    if (method === 'POST' && path === KIMI_SHARE_PATH) return this.createShare(r);
    return sendJson(res, 404, { code: 'not_found', message: 'not found' });
  }

  private page(r: ReplicaRequest): void {
    const config: KimiPageConfig & { icons: Record<string, string> } = {
      base: KIMI_PREFIX,
      refreshToken: this.refreshTokens.forPage(r),
      pageKey: this.signer.pageKey(),
      defaultSwitches: { search: true, thinking: false },
      chatPath: KIMI_CHAT_PATH,
      sharePath: KIMI_SHARE_PATH,
      refreshPath: REFRESH_PATH,
      icons: ICONS,
    };
    const html = htmlDocument({ title: 'Kimi - 会推理解析，能深度思考的AI助手', css: KIMI_CSS, body: chatBody(), config, configName: '__KIMI__', script: KIMI_APP_JS });
    sendHtml(r.res, 200, html);
  }

  /** trades the refresh token for a fresh `kimi-auth` JWT (the page calls it before the JWT lapses) */
  private refresh(r: ReplicaRequest): void {
    const token = r.bearer();
    if (!this.refreshTokens.authed(r, token)) {
      return sendJson(r.res, 401, { error_type: 'auth.token.invalid', message: '您的登录状态已失效，请重新登录' });
    }
    const jwt = this.access.issue(`user-${token.slice(-8)}`, token.slice(-16), r.header('x-msh-device-id') ?? '0');
    sendJson(r.res, 200, { access_token: jwt, refresh_token: token }, { 'set-cookie': this.access.setCookie(jwt, KIMI_PREFIX) });
  }

  private async chat(r: ReplicaRequest): Promise<void> {
    const { res } = r;
    const raw = await r.body();
    const json = requestFrame(raw);
    let body: Record<string, unknown> = {};
    try {
      body = json === null ? {} : (JSON.parse(json) as Record<string, unknown>);
    } catch {
      // a broken frame is refused below as an unsigned request
    }
    const message = obj(body.message);
    const prompt = (Array.isArray(message.blocks) ? message.blocks : []).map((b) => String(obj(obj(b).text).content ?? '')).join('\n');
    const options = obj(body.options);
    const mode = {
      reasoning: options.thinking === true,
      search: Array.isArray(body.tools) && body.tools.some((t) => obj(t).type === 'TOOL_TYPE_SEARCH'),
    };
    const authed = !r.directives.login && this.access.verify(r.bearer()) !== null;
    const signed =
      json !== null &&
      (r.header('content-type') ?? '').startsWith('application/connect+json') &&
      r.header('connect-protocol-version') === '1' &&
      r.header('x-msh-platform') === 'web' &&
      this.signer.verify(r.header('x-msh-sign'), `${KIMI_PREFIX}${KIMI_CHAT_PATH}`, json);
    const verdict = await this.gate.decide(r, { family: this.family, prompt, ...mode, authed, signed });

    const chatId = typeof body.chat_id === 'string' && this.chats.has(body.chat_id) ? body.chat_id : kimiId();
    const echo: KimiRequestEcho = {
      chatId,
      userMessageId: kimiId(),
      assistantMessageId: kimiId(),
      prompt,
      scenario: typeof body.scenario === 'string' ? body.scenario : 'SCENARIO_K2',
      thinking: mode.reasoning,
      search: mode.search,
      reasoningEffort: typeof options.reasoning_effort === 'string' ? options.reasoning_effort : 'none',
    };
    const stream = (frames: KimiFrame[]) => writeFrames(res, toWire(frames, `${prompt}\u0000${verdict.attempt}`), CONNECT_HEAD);
    switch (verdict.outcome) {
      case 'gone':
        return;
      // the anti-bot layer sits in front of the gateway
      case 'challenge':
        return sendHtml(res, 403, CHALLENGE_HTML);
      case 'login':
        return stream(errorFrames('unauthenticated', UNAUTHENTICATED_MESSAGE));
      case 'rejected':
        return stream(errorFrames('permission_denied', 'invalid request signature'));
      case 'busy':
        return stream(errorFrames('unavailable', BUSY_MESSAGE));
      case 'rate_limit':
        return stream(errorFrames('resource_exhausted', RATE_LIMIT_MESSAGE));
      case 'empty': {
        const blank = { ...verdict.compose(STYLES.kimi), markdown: '', reasoning: null, sources: [], searchQueries: [] };
        return stream(answerFrames(blank, echo));
      }
      case 'answer': {
        const answer = verdict.compose(STYLES.kimi);
        this.chats.set(chatId, sharedAnswer('Kimi', prompt, answer));
        return stream(answerFrames(answer, echo));
      }
    }
  }

  private async createShare(r: ReplicaRequest): Promise<void> {
    if (r.directives.login || this.access.verify(r.bearer()) === null) {
      return sendJson(r.res, 401, { code: 'unauthenticated', message: UNAUTHENTICATED_MESSAGE });
    }
    const body = await r.json();
    const shared = this.chats.get(String(body.chatId ?? ''));
    if (!shared) return sendJson(r.res, 404, { code: 'not_found', message: 'chat not found' });
    sendJson(r.res, 200, { shareId: this.shares.create(shared, 20), chatId: body.chatId });
  }
}

/** the JSON text of a Connect request's single message frame, or null when the body is not one */
function requestFrame(raw: Buffer): string | null {
  if (raw.length < 5 || raw[0] !== 0) return null;
  const length = raw.readUInt32BE(1);
  if (raw.length !== 5 + length) return null;
  return raw.subarray(5).toString('utf8');
}

const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
