import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import type { Engine } from '../engine/engine.js';
import { CODE, ServiceError, badRequest } from '../engine/errors.js';
import { failure } from './envelope.js';
import { registerGuards } from './guards.js';
import { taskRoutes } from './routes/tasks.js';
import { lookupRoutes } from './routes/lookups.js';
import { reconciliationRoutes } from './routes/reconciliation.js';
import { localRoutes } from './routes/local.js';
import { regionRoutes } from './routes/regions.js';
import { APP_VERSION } from '../version.js';

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
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    // Scripts poll a lot; never let a slow client hold a socket forever.
    requestTimeout: 60_000,
    return503OnClosing: true,
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

  registerGuards(app, engine);
  await app.register(async (scope) => taskRoutes(scope, engine));
  await app.register(async (scope) => lookupRoutes(scope));
  await app.register(async (scope) => reconciliationRoutes(scope, engine));
  await app.register(async (scope) => localRoutes(scope, engine));
  await app.register(async (scope) => regionRoutes(scope, engine));
  return app;
}

export type AuthedRequest = FastifyRequest;
