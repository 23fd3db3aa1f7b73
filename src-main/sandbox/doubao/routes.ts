// The doubao replica under `/doubao`: the chat page (`/chat/`), the passport check, the signed
// `/chat/completion` stream, share creation and the read-only `/thread/{id}` page.
//
// The login is the `sessionid` cookie (with `sessionid_ss` and `ttwid` beside it, as on the
// site); `msToken` is a cookie the page copies into the URL; `a_bogus` is the page's signature
// of the URL (without a_bogus) and body. A request made outside the page has neither and fails.

import { randomBytes, randomUUID } from 'node:crypto';
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
  writeFrames,
  type Replica,
  type ReplicaRequest,
  type SharedAnswer,
  type ShellServices,
} from '../shell/index.js';
import { appPage, threadPage } from './page-html.js';
import { answerFrames, busyFrames, rateLimitFrames, verifyFrames, type DoubaoIds, type DoubaoMode } from './stream.js';

export const DOUBAO_PREFIX = '/doubao';
const NOT_LOGGED_IN = { code: 710012001, msg: 'not login', data: null };
/** the phone app answers shorter, with the same video sites and malls */
const PHONE_STYLE: AnswerStyle = { ...STYLES.mobile, videoSites: STYLES.doubao.videoSites, malls: STYLES.doubao.malls };

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('').replace(/^0/, '7');

export function doubaoReplica(shell: ShellServices): Replica {
  const sessions = new SessionStore({ cookie: 'sessionid', path: DOUBAO_PREFIX, prefix: 'db', required: shell.loginRequired, login: { site: '豆包', heading: '手机号登录' } });
  const signer = new RequestSigner();
  const shares = new ShareStore<SharedAnswer>();
  /** reply message id -> what a share of it shows */
  const replies = new RecentMap<string, SharedAnswer & { conversationId: string; questionId: string }>();

  const cookies = (token: string) => [
    sessions.setCookie(token),
    sessions.siteCookie('sessionid_ss', encodeURIComponent(token)),
    sessions.siteCookie('ttwid', encodeURIComponent(`1|${randomBytes(24).toString('base64url')}`)),
    sessions.siteCookie('msToken', randomBytes(96).toString('base64url')),
  ];

  async function completion(r: ReplicaRequest): Promise<void> {
    const text = await r.text();
    const body = (await r.json()) as { messages?: { content_block?: { block_type?: number; content?: { text_block?: { text?: string } } }[] }[]; option?: Record<string, unknown>; ext?: Record<string, unknown> };
    const prompt = (body.messages ?? [])
      .flatMap((m) => m.content_block ?? [])
      .filter((b) => b.block_type === 10000)
      .map((b) => b.content?.text_block?.text ?? '')
      .join('');
    const mode: DoubaoMode = { reasoning: body.option?.need_deep_think === 1, search: body.ext?.use_search === '1' };
    const verdict = await shell.gate.decide(r, {
      family: 'doubao',
      prompt,
      ...mode,
      authed: sessions.authedByCookie(r),
      signed: signedByPage(r, text),
    });
    const ids: DoubaoIds = {
      conversationId: digits(19),
      sectionId: digits(19),
      questionId: digits(19),
      replyId: digits(19),
      localConversationId: `local_${digits(16)}`,
      localMessageId: randomUUID(),
    };
    switch (verdict.outcome) {
      case 'gone':
        return;
      case 'challenge':
        return writeFrames(r.res, verifyFrames(ids, prompt, mode));
      case 'login':
        return sendJson(r.res, 200, NOT_LOGGED_IN);
      case 'rejected':
        return sendJson(r.res, 200, { code: 710010003, msg: 'request verify failed', data: null });
      case 'busy':
        return writeFrames(r.res, busyFrames(ids, prompt, mode));
      case 'rate_limit':
        return writeFrames(r.res, rateLimitFrames(ids, prompt, mode));
      default: {
        const answer = verdict.compose(r.mobile ? PHONE_STYLE : STYLES.doubao);
        if (verdict.outcome === 'empty') answer.markdown = '';
        replies.set(ids.replyId, { ...sharedAnswer('豆包', prompt, answer), conversationId: ids.conversationId, questionId: ids.questionId });
        return writeFrames(r.res, answerFrames(answer, prompt, mode, ids));
      }
    }
  }

  /** a_bogus = base64url of the page's signature over the URL without a_bogus, and the body */
  function signedByPage(r: ReplicaRequest, body: string): boolean {
    const aBogus = r.query.get('a_bogus');
    const msToken = r.query.get('msToken');
    if (!aBogus || !msToken || msToken !== r.cookie('msToken') || !r.query.get('device_id') || !r.query.get('fp')) return false;
    const url = r.req.url ?? '';
    const signedUrl = url.replace(/&a_bogus=[^&]*/, '');
    return signer.verify(Buffer.from(aBogus, 'base64url').toString('utf8'), signedUrl, body);
  }

  async function shareCreate(r: ReplicaRequest): Promise<void> {
    if (!sessions.authedByCookie(r)) return sendJson(r.res, 200, NOT_LOGGED_IN);
    const body = await r.json();
    const ids = Array.isArray(body.message_ids) ? body.message_ids.map(String) : [];
    const reply = ids.map((id) => replies.get(id)).find((x) => x !== undefined && x.conversationId === String(body.conversation_id ?? ''));
    if (!reply) return sendJson(r.res, 200, { code: 710020001, msg: 'message not found', data: null });
    const { conversationId: _c, questionId: _q, ...shared } = reply;
    return sendJson(r.res, 200, { code: 0, msg: '', data: { share_id: shares.create(shared, 14) } });
  }

  return {
    family: 'doubao',
    name: '豆包',
    prefix: DOUBAO_PREFIX,
    async handle(r) {
      const { method, path } = r;
      if (await sessions.serveLogin(r, isPageGet(r, ['/chat']))) return;
      if (isPageGet(r, ['/chat'])) {
        const token = sessions.forPage(r);
        const page = appPage({ base: DOUBAO_PREFIX, key: signer.pageKey(), deviceId: digits(19), mobile: r.mobile });
        r.res.setHeader('set-cookie', cookies(token));
        return sendHtml(r.res, 200, page);
      }
      const thread = /^\/thread\/([a-z0-9]+)$/.exec(path);
      if (method === 'GET' && thread) return shares.sendPage(r.res, thread[1]!, threadPage);
      if (method === 'GET' && path === '/passport/account/info/v2/') {
        if (!sessions.authedByCookie(r)) return sendJson(r.res, 200, { message: 'error', data: { name: 'session_expired', error_code: 4 } });
        return sendJson(r.res, 200, { message: 'success', data: { user_id: 3_960_000_000_000_000, screen_name: '豆包用户', mobile: '138******00' } });
      }
      if (method === 'POST' && path === '/chat/completion') return completion(r);
      if (method === 'POST' && path === '/samantha/thread/share/create') return shareCreate(r);
      return sendJson(r.res, 404, { code: 404, msg: 'Not Found', data: null });
    },
  };
}
