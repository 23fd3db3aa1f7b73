import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Engine } from '../engine/engine.js';
import type { CachedView } from '../engine/tasks/view-cache.js';
import { writeOk } from './envelope.js';
import { bearerToken, refuse, type TokenCache } from './guards.js';
import { TASK_PREFIXES } from './routes/tasks.js';

const READ_PATH = new RegExp(`^(?:${TASK_PREFIXES.filter(Boolean).join('|')})?/task/(status|result)/([A-Za-z0-9_-]{1,100})$`);

/**
 * The two reads scripts poll (`GET /task/status/{id}`, `GET /task/result/{id}`), answered from the
 * view cache before Fastify's router when the request is plainly fine: allowed Host and origin, a
 * live token, the caller's own task. Anything else (a refusal, a bad token, an unknown or foreign
 * task, a query string, HEAD, a closing server) returns false and goes to Fastify's
 * route, which checks again and answers the envelope: one place decides every error.
 * Why: Fastify's routing, request/reply objects and hooks are most of a poll's own cost; skipping
 * them took the status read from ≈60k to ≈65k req/s (docs/perf.md, "Fast reads").
 */
export function fastReads(engine: Engine, tokens: TokenCache, closing: () => boolean) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || closing()) return false;
    const m = READ_PATH.exec(req.url!);
    if (!m || refuse(req) !== null) return false;
    const token = bearerToken(req.headers.authorization);
    const accountId = token === null ? null : tokens.accountOf(token);
    if (accountId === null) return false;
    let view: CachedView;
    try {
      view = m[1] === 'status' ? engine.reads.status(accountId, m[2]!) : engine.reads.result(accountId, m[2]!);
    } catch {
      return false; // not found, not the caller's: the route answers the envelope
    }
    writeOk(res, view);
    return true;
  };
}

