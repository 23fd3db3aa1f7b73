// Registers a route from its contract key, so the method, the path and the data type a handler
// may return are the contract's, not the handler's choice.
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Data, RouteKey } from './contract.js';
import { ok } from './envelope.js';
import { envelope } from './schemas.js';
import type { TSchema } from 'typebox';

interface Options {
  summary: string;
  tags: string[];
  /** response data schema (wrapped in the envelope for the OpenAPI document) */
  data?: TSchema;
  body?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  /** success message; the contract's default `操作成功` otherwise */
  message?: string;
  public?: boolean;
}

export function contractRoute<K extends RouteKey>(app: FastifyInstance, key: K, o: Options, handler: (req: FastifyRequest) => Data<K> | Promise<Data<K>>): void {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const url = key.slice(space + 1);
  const schema: FastifySchema = {
    tags: o.tags,
    summary: o.summary,
    ...(o.public ? {} : { security: [{ bearer: [] }] }),
    ...(o.body ? { body: o.body } : {}),
    ...(o.params ? { params: o.params } : {}),
    ...(o.querystring ? { querystring: o.querystring } : {}),
    ...(o.data ? { response: { 200: envelope(o.data) } } : {}),
  };
  app.route({
    method,
    url,
    schema,
    ...(o.public ? {} : { preHandler: app.authenticate }),
    handler: async (req) => ok(await handler(req), o.message),
  });
}
