// `GET /api/local/events`: the engine's task events as Server-Sent Events, for the renderer in a
// plain browser (Electron gets the same events over IPC). Authenticated like every account route —
// the page reads it with fetch() so the Bearer header is sent; a token never rides in a URL.
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { Engine } from '../../engine/engine.js';
import { taskOwner } from '../../engine/account-admin.js';
import type { Events } from '../contract.js';

/** comment lines keep idle proxies and the browser from dropping a quiet stream */
const HEARTBEAT_MS = 20_000;

export function eventRoutes(app: FastifyInstance, engine: Engine): void {
  const streams = new Map<ServerResponse, number>();

  const send = <E extends keyof Events>(res: ServerResponse, event: E, payload: Events[E]) => res.write(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);

  const onTask = (taskId: string) => {
    if (streams.size === 0) return;
    const owner = taskOwner(engine, taskId);
    // an account only hears about its own tasks
    for (const [res, accountId] of streams) if (accountId === owner) send(res, 'task', { taskId });
  };
  engine.on('task', onTask);
  const onSession = (accountId: number, change: Events['session']) => {
    for (const [res, owner] of streams) if (owner === accountId) send(res, 'session', change);
  };
  engine.on('session', onSession);

  const heartbeat = setInterval(() => {
    for (const res of streams.keys()) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // open streams would hold app.close() forever: end them before the server stops listening
  app.addHook('preClose', async () => {
    engine.off('task', onTask);
    engine.off('session', onSession);
    clearInterval(heartbeat);
    for (const res of streams.keys()) res.end();
    streams.clear();
  });

  app.get(
    '/api/local/events',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['本地扩展'],
        summary: '事件流 (text/event-stream): event: task, data: {"taskId": "…"}; event: session, data: {family, state, held, message}; 仅本账户的',
        security: [{ bearer: [] }],
      },
    },
    async (req, reply) => {
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      streams.set(res, req.accountId);
      req.raw.on('close', () => streams.delete(res));
    },
  );
}
