import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Engine } from '../engine/engine.js';
import { CODE } from '../engine/errors.js';
import { failure, NOSNIFF } from './envelope.js';

/**
 * Every API call looks its bearer token up (a sha256 and a query). The answer is kept only while
 * the database's write stamp is unchanged: a revocation — by the CLI in another process, or
 * anything written here — makes the next call look the token up again.
 */
export class TokenCache {
  private readonly known = new Map<string, number>();
  private stamp = '';

  constructor(private readonly engine: Engine) {}

  accountOf(token: string): number | null {
    const stamp = this.engine.store.stamp();
    if (stamp !== this.stamp) {
      this.known.clear();
      this.stamp = stamp;
    }
    const hit = this.known.get(token);
    if (hit !== undefined) return hit;
    const accountId = this.engine.accounts.authenticate(token);
    // only live tokens are kept, and few of them: guessed tokens cannot grow the map
    if (accountId !== null && this.known.size < 1000) this.known.set(token, accountId);
    return accountId;
  }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** hostname of a Host header value, without the port */
function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1).toLowerCase();
  const colon = host.indexOf(':');
  return (colon < 0 ? host : host.slice(0, colon)).toLowerCase();
}

/**
 * Why a request is refused before any route, or null. DNS rebinding and cross-origin browser
 * requests: only loopback Host headers, and no browser request from another origin (no CORS is
 * granted to anyone). Screenshots stay loadable as images from the desktop window (unguessable
 * names, nothing else readable).
 */
export function refuse(req: Pick<IncomingMessage, 'headers' | 'method' | 'url'>): string | null {
  const host = req.headers.host ?? '';
  if (!LOCAL_HOSTS.has(hostName(host))) return '拒绝访问: Host 必须是 localhost、127.0.0.1 或 [::1]';
  const origin = req.headers.origin;
  const sameOrigin = origin !== undefined && origin === `http://${host}`;
  if (req.method === 'OPTIONS' || (origin !== undefined && !sameOrigin)) return '拒绝访问: 不接受跨域请求';
  const site = req.headers['sec-fetch-site'];
  const isImage = req.method === 'GET' && req.url!.startsWith('/api/local/screenshots/');
  if (!isImage && (site === 'cross-site' || site === 'same-site')) return '拒绝访问: 不接受跨域请求';
  return null;
}

/** the token of an `Authorization: Bearer …` header, or null */
export function bearerToken(header: string | string[] | undefined): string | null {
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return m ? m[1]! : null;
}

export function registerGuards(app: FastifyInstance, tokens: TokenCache): void {
  // Callback-style hooks (no promise per request): every API call passes both.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(NOSNIFF[0], NOSNIFF[1]);
    const refusal = refuse(req);
    if (refusal) reply.status(403).send(failure(CODE.forbidden, refusal));
    else done();
  });

  app.decorate('authenticate', (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (token === null) {
      reply.status(200).send(failure(CODE.unauthorized, '未登录: 缺少访问令牌 (Authorization: Bearer <token>)'));
      return;
    }
    const accountId = tokens.accountOf(token);
    if (accountId === null) {
      reply.status(200).send(failure(CODE.unauthorized, '访问令牌无效或已吊销'));
      return;
    }
    req.accountId = accountId;
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  }
}
