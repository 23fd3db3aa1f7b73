// The bench's limit: a bare Fastify serving fixed JSON bodies at /<name> from memory (bytes,
// encoded once). Plain `node`, its own process, like the service it is compared with.
// usage: node test/bench/bare-server.mjs [file of {"name": "body text", …}] (none: no routes, for start time)
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const texts = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], 'utf8')) : {};
const app = Fastify({ logger: false });
for (const [name, text] of Object.entries(texts)) {
  const body = Buffer.from(text, 'utf8');
  app.get(`/${name}`, (_req, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
}
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`bare listening on http://127.0.0.1:${app.server.address().port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
