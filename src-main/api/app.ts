import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import type { Engine } from '../engine/engine.js';
import { CODE, ServiceError, badRequest } from '../engine/errors.js';
import { failure, NOSNIFF } from './envelope.js';
import { registerGuards, TokenCache } from './guards.js';
import { fastReads } from './fast-reads.js';
import { taskRoutes } from './routes/tasks.js';
import { lookupRoutes } from './routes/lookups.js';
import { reconciliationRoutes } from './routes/reconciliation.js';
import { localRoutes } from './routes/local.js';
import { regionRoutes } from './routes/regions.js';
import { APP_VERSION } from '../version.js';
// ui branch: the renderer, its event stream and the account-scoped admin routes
import { localAdminRoutes } from './routes/local-admin.js';
import { eventRoutes } from './routes/events.js';
import { uiRoutes } from './routes/ui.js';

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    accountId: number;
  }
}

export interface ApiOptions {
  engine: Engine;
  logger?: boolean;
}

export async function buildApi({ engine, logger = false }: ApiOptions): Promise<FastifyInstance> {
  const tokens = new TokenCache(engine);
  let closing = false;
  // with --log every request goes through Fastify, so every request is logged
  const fast = logger ? null : fastReads(engine, tokens, () => closing);
  const app = Fastify({
    logger,
    // Fastify's own server setup (its timeouts set below), with the polled reads answered first
    serverFactory: (handler, opts) => {
      const server = createServer((req: IncomingMessage, res: ServerResponse) => {
        if (!fast?.(req, res)) handler(req, res);
      });
      server.keepAliveTimeout = Number(opts.keepAliveTimeout);
      server.requestTimeout = Number(opts.requestTimeout);
      server.setTimeout(Number(opts.connectionTimeout));
      return server;
    },
    bodyLimit: BODY_LIMIT,
    // Scripts poll a lot; never let a slow client hold a socket forever.
    requestTimeout: 60_000,
    return503OnClosing: true,
    // ids are 32 characters; a longer path parameter is answered 414 (routerError)
    routerOptions: { maxParamLength: 100 },
    // errors the router meets before any route: a malformed percent-escape, an over-long parameter
    frameworkErrors: routerError,
    clientErrorHandler: clientError,
  });

  // Schemas document; the engine decides (exact Chinese messages, one place for every rule).
  app.setValidatorCompiler(() => () => true);
  // Plain JSON.stringify: a response schema must never drop a field the contract promises.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Clients send `Content-Type: application/json` with an empty body on GET and PUT: accept it.
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    strictJson(req, text, (err, value) => (err ? done(badRequest('请求体不是合法的 JSON'), undefined) : done(null, value)));
  });

  app.decorateRequest('accountId', 0);

  app.setErrorHandler((err: Error & { code?: string; statusCode?: number }, req, reply) => {
    if (err instanceof ServiceError) return reply.status(err.httpStatus).send(failure(err.code, err.message));
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(failure(CODE.badRequest, `请求参数错误: 请求体超过 ${BODY_LIMIT / 1024 / 1024} MiB`));
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(failure(CODE.badRequest, '请求参数错误: Content-Type 必须是 application/json'));
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      return reply.status(200).send(failure(CODE.badRequest, '请求参数错误: 请求体不是合法的 JSON'));
    }
    if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.status(err.statusCode).send(failure(CODE.badRequest, `请求参数错误: ${err.message}`));
    }
    req.log.error({ err }, 'unhandled error');
    // Never a stack trace in a response.
    return reply.status(500).send(failure(500, '服务器内部错误'));
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(failure(404, `接口不存在: ${req.method} ${req.url.split('?')[0]!.slice(0, 200)}`));
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Brand Monitor local API',
        version: APP_VERSION,
        description:
          '品牌监测本地服务: 与文档服务接口一致的任务、查询、回调与对账接口, 仅监听 127.0.0.1。所有时间均为 Unix 毫秒。业务结果统一以 HTTP 200 返回, 以 success/code 区分。',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });

  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  registerGuards(app, tokens);
  await app.register(async (scope) => taskRoutes(scope, engine));
  await app.register(async (scope) => lookupRoutes(scope));
  await app.register(async (scope) => reconciliationRoutes(scope, engine));
  await app.register(async (scope) => localRoutes(scope, engine));
  // ui branch
  await app.register(async (scope) => localAdminRoutes(scope, engine));
  await app.register(async (scope) => eventRoutes(scope, engine));
  await app.register(async (scope) => uiRoutes(scope));
  await app.register(async (scope) => regionRoutes(scope, engine));
  return app;
}

export type AuthedRequest = FastifyRequest;

/** errors the router meets before any route: a malformed percent-escape, an over-long parameter */
function routerError(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  reply.header(NOSNIFF[0], NOSNIFF[1]);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') reply.status(414).send(failure(CODE.badRequest, '请求参数错误: 路径参数超过 100 个字符'));
  else if (err.code === 'FST_ERR_BAD_URL') reply.status(400).send(failure(CODE.badRequest, '请求参数错误: 路径中有不合法的百分号编码'));
  else reply.status(400).send(failure(CODE.badRequest, `请求参数错误: ${err.message}`));
}

/**
 * What Node's HTTP parser refuses never reaches Fastify (headers over Node's limit, a request that
 * is not HTTP): answered here, on the socket, still as an envelope.
 */
function clientError(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(err);
    return;
  }
  const [status, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, CODE.badRequest, '请求参数错误: 请求头超过上限']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 408, '请求超时']
        : [400, CODE.badRequest, '请求参数错误: 无法解析的 HTTP 请求'];
  const body = JSON.stringify(failure(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${NOSNIFF[0]}: ${NOSNIFF[1]}\r\nConnection: close\r\n\r\n${body}`,
  );
}
