// The DeepSeek replica under `/deepseek`: the chat page, its API (mirroring the real
// `/api/v0/...` paths and their response envelopes) and the read-only share view.

import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { composeAnswer } from '../content/compose.js';
import { decodeDirectivesHeader, SIM_DIRECTIVES_HEADER, SIM_KEY_HEADER, type SimDirectives } from '../directives.js';
import { readJson, sendHtml, sendJson, sleep } from '../http-util.js';
import type { Journal } from '../journal.js';
import { appPage, sharePage, signInPage, type SharedConversation } from './page-html.js';
import { PowIssuer } from './pow.js';
import { answerFrames, busyFrames, writeFrames } from './stream.js';

export const DEEPSEEK_PREFIX = '/deepseek';
const COMPLETION_PATH = '/api/v0/chat/completion';
const MAX_KEPT = 1000;

interface StoredMessage {
  prompt: string;
  answer: string;
  reasoning: string | null;
  sources: SharedConversation['sources'];
  title: string;
}

const ok = (bizData: unknown) => ({ code: 0, msg: '', data: { biz_code: 0, biz_msg: '', biz_data: bizData } });
const INVALID_TOKEN = { code: 40003, msg: 'Authorization Failed (invalid token)', data: null };

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
}

export class DeepseekReplica {
  private readonly tokens = new Set<string>();
  private readonly pow = new PowIssuer();
  /** chat session id -> responseMessageId -> message */
  private readonly sessions = new Map<string, Map<number, StoredMessage>>();
  private readonly shares = new Map<string, SharedConversation>();

  constructor(private readonly journal: Journal) {}

  /** path is relative to the /deepseek prefix */
  async handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const directives = decodeDirectivesHeader(req.headers[SIM_DIRECTIVES_HEADER]);
    const method = req.method ?? 'GET';
    const mobile = /Mobile|Android|iPhone/i.test(req.headers['user-agent'] ?? '') || query.get('layout') === 'mobile';

    if (method === 'GET' && (path === '' || path === '/' || path.startsWith('/a/chat/'))) {
      return sendHtml(
        res,
        200,
        appPage({
          base: DEEPSEEK_PREFIX,
          // an expired session keeps a token the server no longer accepts
          provisionToken: directives.login ? `sbx-expired-${randomBytes(8).toString('hex')}` : this.issueToken(),
          mobile,
          defaultToggles: { thinking: false, search: true },
        }),
      );
    }
    if (method === 'GET' && path === '/sign_in') return sendHtml(res, 200, signInPage(DEEPSEEK_PREFIX));
    const share = /^\/share\/([a-z0-9]+)$/.exec(path);
    if (method === 'GET' && share) {
      const shared = this.shares.get(share[1]!) ?? null;
      return sendHtml(res, shared ? 200 : 404, sharePage(shared));
    }

    if (method === 'POST' && path === '/api/v0/users/login') {
      return sendJson(res, 200, ok({ code: 0, msg: '', user: { id: randomUUID(), token: this.issueToken(), email: '', mobile_number: '138******00' } }));
    }

    const authed = !directives.login && this.tokens.has(bearer(req));
    if (method === 'GET' && path === '/api/v0/users/current') {
      if (!authed) return sendJson(res, 200, INVALID_TOKEN);
      return sendJson(res, 200, ok({ id: 'sandbox-user', token: bearer(req), email: '', mobile_number: '138******00', area_code: '+86', status: 0, chat: { is_muted: 0 } }));
    }
    if (method === 'POST' && path === COMPLETION_PATH) return this.completion(req, res, directives, authed, mobile);
    if (method !== 'POST' || !path.startsWith('/api/v0/')) return sendJson(res, 404, { code: 404, msg: 'Not Found', data: null });
    const body = await readJson(req);
    if (!authed) return sendJson(res, 200, INVALID_TOKEN);

    switch (path) {
      case '/api/v0/chat_session/create': {
        const id = randomUUID();
        remember(this.sessions, id, new Map());
        return sendJson(res, 200, ok({ id, seq_id: this.sessions.size, agent: 'chat', title: null, inserted_at: Date.now() / 1000 }));
      }
      case '/api/v0/chat/create_pow_challenge':
        return sendJson(res, 200, ok({ challenge: this.pow.create(String(body.target_path ?? COMPLETION_PATH)) }));
      case '/api/v0/share/create': {
        const session = this.sessions.get(String(body.chat_session_id ?? ''));
        const ids = Array.isArray(body.message_ids) ? (body.message_ids as unknown[]).map(Number) : [];
        const message = ids.map((id) => session?.get(id)).find((m) => m !== undefined);
        if (!message) return sendJson(res, 200, { code: 0, msg: '', data: { biz_code: 4, biz_msg: 'Message not found', biz_data: null } });
        const shareId = randomBytes(12).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 16).padEnd(16, '0');
        remember(this.shares, shareId, message);
        return sendJson(res, 200, ok({ share_id: shareId }));
      }
      default:
        return sendJson(res, 404, { code: 404, msg: 'Not Found', data: null });
    }
  }

  private issueToken(): string {
    const token = `sbx-${randomBytes(24).toString('base64url')}`;
    this.tokens.add(token);
    return token;
  }

  private async completion(req: IncomingMessage, res: ServerResponse, directives: SimDirectives, authed: boolean, mobile: boolean) {
    const body = await readJson(req);
    const key = headerValue(req.headers[SIM_KEY_HEADER]);
    const prompt = String(body.prompt ?? '');
    const mode = { reasoning: body.thinking_enabled === true, search: body.search_enabled === true };
    const attempt = this.journal.nextAttempt('deepseek', key);
    const log = (outcome: 'answer' | 'busy' | 'login' | 'challenge' | 'rejected') =>
      this.journal.record({ family: 'deepseek', key, attempt, prompt, ...mode, directives, outcome, mobile, at: Date.now() });

    // the anti-bot layer sits in front of the application
    if (directives.captcha) {
      log('challenge');
      return sendHtml(
        res,
        403,
        '<!doctype html><html><head><title>Just a moment...</title></head><body>请完成安全验证 / Verify you are human</body></html>',
        { 'cf-mitigated': 'challenge' },
      );
    }
    if (!authed) {
      log('login');
      return sendJson(res, 200, { code: 40003, msg: 'INVALID_TOKEN', data: null });
    }
    if (!this.pow.verify(req.headers['x-ds-pow-response'], COMPLETION_PATH)) {
      log('rejected');
      return sendJson(res, 200, { code: 40301, msg: 'INVALID_POW_RESPONSE', data: null });
    }
    const sessionId = String(body.chat_session_id ?? '');
    const session = this.sessions.get(sessionId);
    if (!session) {
      log('rejected');
      return sendJson(res, 200, { code: 0, msg: '', data: { biz_code: 4, biz_msg: 'Chat session not found', biz_data: null } });
    }

    let gone = false;
    res.on('close', () => {
      gone = true;
    });
    if (directives.delayMs) await sleep(Math.min(directives.delayMs, 600_000));
    if (gone) return;

    const parentId = typeof body.parent_message_id === 'number' ? body.parent_message_id : 0;
    const ids = { requestMessageId: parentId + 1, responseMessageId: parentId + 2 };
    const failing = directives.fail === true || (directives.failTimes !== undefined && attempt <= directives.failTimes);
    if (failing) {
      log('busy');
      return writeFrames(res, busyFrames(ids));
    }
    const answer = composeAnswer(prompt, { ...mode, answerOverride: directives.answer ?? null });
    log('answer');
    session.set(ids.responseMessageId, {
      prompt,
      answer: answer.markdown,
      reasoning: answer.reasoning,
      sources: answer.sources.map((s, i) => ({ url: s.url, title: s.title, site_name: s.siteName, cite_index: i + 1 })),
      title: answer.title,
    });
    return writeFrames(res, answerFrames(answer, mode, ids));
  }
}

function headerValue(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v.length > 0 ? v : null;
}

function bearer(req: IncomingMessage): string {
  const h = req.headers.authorization ?? '';
  return h.startsWith('Bearer ') ? h.slice(7) : '';
}
