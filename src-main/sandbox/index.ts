// The platform replicas: one loopback server, one path prefix per platform family.

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KNOWN_CATEGORIES } from './content/compose.js';
import { FAMILIES } from './families.js';
import { escapeHtml, sendHtml, sendJson } from './http-util.js';
import { Journal } from './journal.js';
import { Gate } from './shell/gate.js';
import type { Replica } from './shell/replica.js';
import { replicaRequest } from './shell/request.js';

export { extractDirectives, encodeDirectivesHeader, encodeBase64Url, SIM_DIRECTIVES_HEADER, SIM_KEY_HEADER } from './directives.js';
export type { SimDirectives } from './directives.js';
export type { ReceivedRequest } from './journal.js';
export { sandboxPromptRouting } from './routing.js';
export { SANDBOX_SMS_CODE } from './shell/login.js';

export interface SandboxServer {
  /** e.g. http://127.0.0.1:PORT */
  baseUrl: string;
  close(): Promise<void>;
}

export interface SandboxOptions {
  port?: number;
  host?: '127.0.0.1';
  /** every replica refuses pages and API calls without a session issued by its login page */
  loginRequired?: boolean;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<SandboxServer> {
  const journal = new Journal();
  const shell = { journal, gate: new Gate(journal), loginRequired: opts.loginRequired === true };
  const families: Replica[] = FAMILIES.map((create) => create(shell));

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const done = (err: unknown) => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { code: 50000, msg: err instanceof Error ? err.message : 'Internal error', data: null });
    };
    try {
      if (path === '/__sandbox/requests') {
        return sendJson(res, 200, { requests: journal.list({ key: url.searchParams.get('key'), family: url.searchParams.get('family') }) });
      }
      if (path === '/__sandbox/ip') {
        // "what is my IP": what a proxy in between says it forwarded for, else the socket peer
        const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',')[0]!.trim();
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(forwarded || req.socket.remoteAddress || '');
        return;
      }
      if (path === '/' || path === '/index.html') return sendHtml(res, 200, indexPage(families));
      if (path === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      const family = families.find((f) => path === f.prefix || path.startsWith(`${f.prefix}/`));
      if (!family) return sendJson(res, 404, { code: 404, msg: 'Not Found', data: null });
      family.handle(replicaRequest(req, res, path.slice(family.prefix.length), url.searchParams)).catch(done);
    } catch (err) {
      done(err);
    }
  });
  // streams may legitimately stay open for minutes ([sim:delay=…])
  server.requestTimeout = 0;
  server.keepAliveTimeout = 5_000;

  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function indexPage(families: Replica[]): string {
  const cats = KNOWN_CATEGORIES.map((c) => `<li>${escapeHtml(c.name)}：${escapeHtml(c.brands.join('、'))}</li>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Brand Monitor sandbox</title></head>
<body style="font-family:sans-serif;max-width:760px;margin:40px auto;line-height:1.6">
<h1>Brand Monitor platform replicas</h1>
<ul>${families.map((f) => `<li><a href="${f.prefix}/">${escapeHtml(f.name)}</a> (<code>${f.prefix}</code>)</li>`).join('')}</ul>
<p>Prompt directives (engine strips them and sends them in the <code>X-Sim-Directives</code> header):
<code>[sim:delay=MS]</code> <code>[sim:fail]</code> <code>[sim:fail-times=N]</code> <code>[sim:answer=BASE64URL]</code>
<code>[sim:login]</code> <code>[sim:captcha]</code> <code>[sim:ratelimit]</code> <code>[sim:empty]</code> <code>[sim:norefs]</code>. Received requests: <a href="/__sandbox/requests">/__sandbox/requests?key=…</a>; the caller's IP: <a href="/__sandbox/ip">/__sandbox/ip</a></p>
<h2>Categories answered with real brands</h2><ul>${cats}</ul></body></html>`;
}
