// The 腾讯元宝 replica under `/yuanbao`: the chat page, its API (the real paths: conversation
// create, `/api/chat/{id}`, `api/conversations/v2/share`) and the read-only share view.
// Session: the `hy_user` / `hy_token` cookies set when the page is first opened (the profile
// "logged in once"); `[sim:login]` hands out a token the server no longer accepts. The page signs
// each chat request with a key only its script knows, so a request made outside it is refused.

import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { composeAnswer } from '../content/compose.js';
import { decodeDirectivesHeader, SIM_DIRECTIVES_HEADER, SIM_KEY_HEADER, type SimDirectives } from '../directives.js';
import { readJson, sendHtml, sendJson, sleep } from '../http-util.js';
import type { Journal, Outcome } from '../journal.js';
import { appPage, sharePage, type SharedAnswer } from './page-html.js';
import { answerFrames, busyFrames, searchDocs, toRefMarkers, type YuanbaoFrame, type YuanbaoStreamIds } from './stream.js';

export const YUANBAO_PREFIX = '/yuanbao';
export const AGENT_ID = 'naQivTmsDa';
const MAX_KEPT = 1000;
const SIGN_WINDOW_MS = 5 * 60_000;

interface Session {
  user: string;
  signKey: string;
}

interface Conversation {
  owner: string;
  /** message index -> answer, for sharing */
  answers: Map<number, SharedAnswer>;
}

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_KEPT) map.delete(map.keys().next().value as K);
}

export class YuanbaoReplica {
  private readonly sessions = new Map<string, Session>();
  private readonly conversations = new Map<string, Conversation>();
  private readonly shares = new Map<string, SharedAnswer>();

  constructor(private readonly journal: Journal) {}

  /** path is relative to the /yuanbao prefix */
  async handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    const directives = decodeDirectivesHeader(req.headers[SIM_DIRECTIVES_HEADER]);
    const method = req.method ?? 'GET';
    const mobile = /Mobile|Android|iPhone/i.test(req.headers['user-agent'] ?? '') || query.get('layout') === 'mobile';
    const cookies = parseCookies(req.headers.cookie);
    const session = directives.login ? null : (this.sessions.get(cookies.hy_token ?? '') ?? null);

    if (method === 'GET' && (path === '' || path === '/' || path.startsWith('/chat'))) {
      let current = session;
      const headers: Record<string, string[]> = {};
      if (!current && !cookies.hy_token && !directives.login) {
        const token = this.issue();
        current = this.sessions.get(token)!;
        headers['set-cookie'] = cookieHeaders(current.user, token);
      } else if (directives.login) {
        // an expired login: the cookie is there, the server no longer honours it
        headers['set-cookie'] = cookieHeaders(cookies.hy_user ?? `u${randomBytes(6).toString('hex')}`, `expired-${randomBytes(12).toString('hex')}`);
      }
      const html = appPage({ base: YUANBAO_PREFIX, agentId: AGENT_ID, signKey: current?.signKey ?? null, mobile });
      if (headers['set-cookie']) res.setHeader('set-cookie', headers['set-cookie']);
      return sendHtml(res, 200, html);
    }
    const shared = /^\/s\/([A-Za-z0-9]+)$/.exec(path);
    if (method === 'GET' && shared) {
      const answer = this.shares.get(shared[1]!) ?? null;
      return sendHtml(res, answer ? 200 : 404, sharePage(answer));
    }
    if (method === 'GET' && path === '/api/getuserinfo') {
      if (!session) return sendJson(res, 401, { code: 401, msg: '登录态失效，请重新登录' });
      return sendJson(res, 200, { id: session.user, nickname: '元宝用户', avatar: '' });
    }
    if (method !== 'POST') return sendJson(res, 404, { code: 404, msg: 'Not Found' });

    const chat = /^\/api\/chat\/([A-Za-z0-9-]+)$/.exec(path);
    if (chat) return this.chat(req, res, chat[1]!, session, directives, mobile);
    const body = await readJson(req);
    if (!session) return sendJson(res, 401, { code: 401, msg: '登录态失效，请重新登录' });
    switch (path) {
      case '/api/user/agent/conversation/create': {
        if (body.agentId !== AGENT_ID) return sendJson(res, 400, { code: 400, msg: 'agentId 无效' });
        const id = randomUUID();
        remember(this.conversations, id, { owner: session.user, answers: new Map() });
        return sendJson(res, 200, { id });
      }
      case '/api/conversations/v2/share': {
        const conv = this.conversations.get(String(body.conversationId ?? ''));
        const indexes = Array.isArray(body.sharedMessageIndexes) ? (body.sharedMessageIndexes as unknown[]).map(Number) : [];
        const answer = conv && conv.owner === session.user ? indexes.map((i) => conv.answers.get(i)).find((a) => a !== undefined) : undefined;
        if (!answer) return sendJson(res, 404, { code: 404, msg: '对话不存在' });
        const shareId = randomBytes(9).toString('base64url').replace(/[^A-Za-z0-9]/g, 'x');
        remember(this.shares, shareId, answer);
        return sendJson(res, 200, { shareId });
      }
      default:
        return sendJson(res, 404, { code: 404, msg: 'Not Found' });
    }
  }

  private issue(): string {
    const token = randomBytes(24).toString('base64url');
    this.sessions.set(token, { user: `u${randomBytes(6).toString('hex')}`, signKey: randomBytes(16).toString('hex') });
    if (this.sessions.size > MAX_KEPT) this.sessions.delete(this.sessions.keys().next().value as string);
    return token;
  }

  private async chat(req: IncomingMessage, res: ServerResponse, conversationId: string, session: Session | null, directives: SimDirectives, mobile: boolean) {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // an empty or broken body is refused below like any bad request
    }
    const key = headerValue(req.headers[SIM_KEY_HEADER]);
    const prompt = String(body.prompt ?? '');
    const functions = Array.isArray(body.supportFunctions) ? body.supportFunctions : [];
    const chatModelId = String(body.chatModelId ?? '');
    const mode = { reasoning: chatModelId === 'deep_seek' || chatModelId === 'hunyuan_t1', search: functions.includes('supportInternetSearch') };
    const attempt = this.journal.nextAttempt('yuanbao', key);
    const log = (outcome: Outcome) => this.journal.record({ family: 'yuanbao', key, attempt, prompt, ...mode, directives, outcome, mobile, at: Date.now() });

    // Tencent's captcha sits in front of the application
    if (directives.captcha) {
      log('challenge');
      return sendJson(res, 403, { code: 'TCAPTCHA', msg: '请完成安全验证', captcha: { appId: '2046626881', sid: randomBytes(8).toString('hex') } });
    }
    if (!session) {
      log('login');
      return sendJson(res, 401, { code: 401, msg: '登录态失效，请重新登录' });
    }
    if (!this.signatureValid(req, `/api/chat/${conversationId}`, raw, session)) {
      log('rejected');
      return sendJson(res, 400, { code: 4001, msg: '请求签名无效' });
    }
    const conv = this.conversations.get(conversationId);
    if (!conv || conv.owner !== session.user || !prompt.trim()) {
      log('rejected');
      return sendJson(res, 400, { code: 1001, msg: '会话不存在' });
    }

    let gone = false;
    res.on('close', () => {
      gone = true;
    });
    if (directives.delayMs) await sleep(Math.min(directives.delayMs, 600_000));
    if (gone) return;

    const index = conv.answers.size * 2 + 2;
    const ids: YuanbaoStreamIds = {
      conversationId,
      index,
      traceId: randomBytes(16).toString('hex'),
      chatModelId,
      supportFunctions: functions.filter((f): f is string => typeof f === 'string'),
    };
    const failing = directives.fail === true || (directives.failTimes !== undefined && attempt <= directives.failTimes);
    if (failing) {
      log('busy');
      return writeFrames(res, busyFrames(ids));
    }
    const answer = composeAnswer(prompt, { ...mode, answerOverride: directives.answer ?? null });
    log('answer');
    conv.answers.set(index, {
      prompt,
      text: toRefMarkers(answer.markdown),
      reasoning: answer.reasoning,
      docs: searchDocs(answer, ids).map((d) => ({ index: d.index, url: d.url, title: d.title, web_site_name: d.web_site_name })),
      title: answer.title,
    });
    return writeFrames(res, answerFrames(answer, mode, ids));
  }

  private signatureValid(req: IncomingMessage, path: string, raw: string, session: Session): boolean {
    const ts = headerValue(req.headers['x-timestamp']) ?? '';
    const sign = headerValue(req.headers['x-sign']) ?? '';
    if (!/^\d+$/.test(ts) || Math.abs(Date.now() - Number(ts)) > SIGN_WINDOW_MS || !/^[0-9a-f]{64}$/.test(sign)) return false;
    const expected = createHmac('sha256', session.signKey).update(`${path}\n${ts}\n${raw}`).digest();
    return timingSafeEqual(expected, Buffer.from(sign, 'hex'));
  }
}

async function writeFrames(res: ServerResponse, frames: YuanbaoFrame[]): Promise<void> {
  let gone = false;
  res.on('close', () => {
    gone = true;
  });
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' });
  res.flushHeaders();
  for (const frame of frames) {
    if (frame.delayMs > 0) await sleep(frame.delayMs);
    if (gone) return;
    res.write(frame.text);
  }
  res.end();
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 1024 * 1024) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function cookieHeaders(user: string, token: string): string[] {
  const attrs = `Path=/; Max-Age=${30 * 86_400}; SameSite=Lax`;
  return [`hy_user=${user}; ${attrs}`, `hy_token=${token}; ${attrs}; HttpOnly`];
}

function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = decodeURIComponent(part.slice(eq + 1).trim());
  }
  return out;
}

function headerValue(value: string | string[] | undefined): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v.length > 0 ? v : null;
}
