// The 通义千问 replica under `/qianwen`, built on the shared shell: the chat page, its API
// (the real paths: `/api/v2/chat` with biz_id/nonce/timestamp/ut in the query, `/api/v2/user/info`,
// `/api/v1/share/create`) and the share view `/share?shareId=…`. The session is the
// `tongyi_sso_ticket` cookie; the page-computed token is `bx-ua` (a signature over path, query
// and body) plus the XSRF double submit; the anti-bot layer answers with `bxpunish: 1`.

import { randomBytes } from 'node:crypto';
import { STYLES, type AnswerStyle } from '../content/compose.js';
import {
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
  type Gate,
  type Replica,
  type ReplicaRequest,
  type SharedAnswer,
  type ShellServices,
} from '../shell/index.js';
import { appPage } from './page-html.js';
import { answerFrames, emptyFrames, QIANWEN_HEAD, QIANWEN_REFUSALS, refusalFrames } from './stream.js';

export const QIANWEN_PREFIX = '/qianwen';
const CHAT_PATH = '/api/v2/chat';
/** the query's `timestamp` may differ from the server clock by this much */
const MAX_SKEW_MS = 300_000;

const BAXIA = {
  ret: ['FAIL_SYS_USER_VALIDATE', 'RGV587_ERROR::SM::哎哟喂,被挤爆啦,请稍后重试'],
  data: { url: `${QIANWEN_PREFIX}/_____tmd_____/punish?x5secdata=`, dialogSize: { width: 420, height: 300 } },
};
const notLoggedIn = (expired: boolean) => ({
  success: false,
  error_code: expired ? QIANWEN_REFUSALS.login.code : 40100,
  error_msg: expired ? QIANWEN_REFUSALS.login.message : '用户未登录',
  data: null,
});
/** the app answers shorter; its shopping cards come from Taobao and Tmall */
const PHONE_STYLE: AnswerStyle = { ...STYLES.mobile, malls: ['tmall', 'taobao'], videoSites: STYLES.qianwen.videoSites };
const ok = (data: unknown) => ({ success: true, error_code: 0, error_msg: '', data });

export function qianwenReplica(shell: ShellServices): Replica {
  return new QianwenReplica(shell.gate, shell.loginRequired);
}

class QianwenReplica implements Replica {
  readonly family = 'qianwen';
  readonly name = '通义千问';
  readonly prefix = QIANWEN_PREFIX;
  private readonly session: SessionStore;
  private readonly signer = new RequestSigner();
  /** req_id -> what that answer showed, for the share dialog */
  private readonly answers = new RecentMap<string, SharedAnswer>();
  private readonly shares = new ShareStore<SharedAnswer>();

  constructor(
    private readonly gate: Gate,
    loginRequired: boolean,
  ) {
    this.session = new SessionStore({ cookie: 'tongyi_sso_ticket', path: QIANWEN_PREFIX, prefix: 'qw', required: loginRequired, login: { site: '通义千问', heading: '手机号登录' } });
  }

  async handle(r: ReplicaRequest): Promise<void> {
    const { method, path, res } = r;
    if (await this.session.serveLogin(r, isPageGet(r, ['/chat/']))) return;
    if (isPageGet(r, ['/chat/'])) {
      res.setHeader('set-cookie', [
        this.session.setCookie(this.session.forPage(r)),
        this.session.siteCookie('XSRF-TOKEN', r.cookie('XSRF-TOKEN') ?? randomBytes(16).toString('hex'), false),
      ]);
      return sendHtml(res, 200, appPage({ base: QIANWEN_PREFIX, mobile: r.mobile, pageKey: this.signer.pageKey(), defaultToggles: { thinking: false, search: true } }));
    }
    if (method === 'GET' && path === '/share') {
      return this.shares.sendPage(res, r.query.get('shareId') ?? '', (shared) => sharePage(shared, { answerClass: 'markdown-body', accent: '#615ced' }));
    }
    if (method === 'POST' && path === '/api/v2/user/login') {
      res.setHeader('set-cookie', this.session.setCookie(this.session.issue()));
      return sendJson(res, 200, ok({ nick: '千问用户' }));
    }
    const authed = this.session.authedByCookie(r);
    if (method === 'GET' && path === '/api/v2/user/info') {
      if (!authed) return sendJson(res, 200, notLoggedIn(r.cookie('tongyi_sso_ticket') !== null));
      return sendJson(res, 200, ok({ nick: '千问用户', uid: 'sandbox-user', avatar: '' }));
    }
    if (method === 'POST' && path === CHAT_PATH) return this.chat(r, authed);
    if (method === 'POST' && path === '/api/v1/share/create') {
      if (!authed) return sendJson(res, 200, notLoggedIn(true));
      const body = await r.json();
      const ids = Array.isArray(body.req_ids) ? body.req_ids.map(String) : [];
      const shared = ids.map((id) => this.answers.get(id)).find((a) => a !== undefined);
      if (!shared) return sendJson(res, 200, { success: false, error_code: 40400, error_msg: '对话不存在', data: null });
      return sendJson(res, 200, ok({ shareId: this.shares.create(shared, 32) }));
    }
    return sendJson(res, 404, { success: false, error_code: 404, error_msg: 'Not Found', data: null });
  }

  private async chat(r: ReplicaRequest, authed: boolean): Promise<void> {
    const { res } = r;
    const text = await r.text();
    const body = await r.json();
    const messages = Array.isArray(body.messages) ? (body.messages as Array<Record<string, unknown>>) : [];
    const prompt = String(messages[0]?.content ?? '');
    const scene = body.scene_param && typeof body.scene_param === 'object' ? (body.scene_param as Record<string, unknown>) : {};
    const mode = { reasoning: scene.thinking === '1', search: scene.search === '1' };
    const verdict = await this.gate.decide(r, { family: this.family, prompt, ...mode, authed, signed: this.signed(r, text, body) });
    const ctx = { reqId: String(body.req_id ?? ''), resId: randomBytes(16).toString('hex'), sessionId: String(body.session_id ?? '') };

    switch (verdict.outcome) {
      case 'gone':
        return;
      // the anti-bot layer sits in front of the application
      case 'challenge':
        return sendJson(res, 200, BAXIA, { bxpunish: '1' });
      case 'login':
        return sendJson(res, 200, notLoggedIn(true));
      case 'rejected':
        return sendJson(res, 200, { success: false, error_code: 40300, error_msg: '非法请求', data: null });
      case 'busy':
        return writeFrames(res, refusalFrames('busy', ctx), QIANWEN_HEAD);
      case 'rate_limit':
        return writeFrames(res, refusalFrames('rateLimit', ctx), QIANWEN_HEAD);
      case 'empty':
        return writeFrames(res, emptyFrames({ ...ctx, mode, mobile: r.mobile }), QIANWEN_HEAD);
      case 'answer': {
        const answer = verdict.compose(r.mobile ? PHONE_STYLE : STYLES.qianwen);
        this.answers.set(ctx.reqId, sharedAnswer('千问', prompt, answer));
        return writeFrames(res, answerFrames(answer, { ...ctx, mode, mobile: r.mobile }), QIANWEN_HEAD);
      }
    }
  }

  /** what the page computes: XSRF double submit, a fresh timestamp, the device id twice, bx-ua */
  private signed(r: ReplicaRequest, text: string, body: Record<string, unknown>): boolean {
    const xsrf = r.cookie('XSRF-TOKEN');
    if (!xsrf || r.header('x-xsrf-token') !== xsrf) return false;
    const ts = Number(r.query.get('timestamp'));
    if (!Number.isFinite(ts) || Math.abs(Date.now() - ts) > MAX_SKEW_MS) return false;
    if (!r.query.get('nonce') || r.query.get('biz_id') !== 'ai_qwen') return false;
    const ut = r.query.get('ut');
    if (!ut || r.header('x-deviceid') !== ut) return false;
    const scene = body.scene_param as Record<string, unknown> | undefined;
    if (body.deep_search !== scene?.search) return false;
    const ua = r.header('bx-ua') ?? '';
    return ua.startsWith('231!') && this.signer.verify(ua.slice(4), r.req.url ?? '', text);
  }
}
