// The platform replicas: one loopback server, one path prefix per platform family.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { KNOWN_CATEGORIES } from './content/compose.js';
import { DEEPSEEK_PREFIX, DeepseekReplica } from './deepseek/routes.js';
import { escapeHtml, sendHtml, sendJson } from './http-util.js';
import { Journal } from './journal.js';
import { YUANBAO_PREFIX, YuanbaoReplica } from './yuanbao/routes.js';

export { extractDirectives, encodeDirectivesHeader, encodeBase64Url, SIM_DIRECTIVES_HEADER, SIM_KEY_HEADER } from './directives.js';
export type { SimDirectives } from './directives.js';
export type { ReceivedRequest } from './journal.js';

export interface SandboxServer {
  /** e.g. http://127.0.0.1:PORT */
  baseUrl: string;
  close(): Promise<void>;
}

export interface SandboxOptions {
  port?: number;
  host?: '127.0.0.1';
}

interface Family {
  prefix: string;
  name: string;
  handle(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void>;
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<SandboxServer> {
  const journal = new Journal();
  const families: Family[] = [];
  const deepseek = new DeepseekReplica(journal);
  families.push({ prefix: DEEPSEEK_PREFIX, name: 'DeepSeek', handle: (req, res, p, q) => deepseek.handle(req, res, p, q) });
  const yuanbao = new YuanbaoReplica(journal);
  families.push({ prefix: YUANBAO_PREFIX, name: '腾讯元宝', handle: (req, res, p, q) => yuanbao.handle(req, res, p, q) });

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
      if (path === '/' || path === '/index.html') return sendHtml(res, 200, indexPage(families));
      if (path === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      const family = families.find((f) => path === f.prefix || path.startsWith(`${f.prefix}/`));
      if (!family) return sendJson(res, 404, { code: 404, msg: 'Not Found', data: null });
      family.handle(req, res, path.slice(family.prefix.length), url.searchParams).catch(done);
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

function indexPage(families: Family[]): string {
  const cats = KNOWN_CATEGORIES.map((c) => `<li>${escapeHtml(c.name)}：${escapeHtml(c.brands.join('、'))}</li>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>Brand Monitor sandbox</title></head>
<body style="font-family:sans-serif;max-width:760px;margin:40px auto;line-height:1.6">
<h1>Brand Monitor platform replicas</h1>
<ul>${families.map((f) => `<li><a href="${f.prefix}/">${escapeHtml(f.name)}</a> (<code>${f.prefix}</code>)</li>`).join('')}</ul>
<p>Prompt directives (engine strips them and sends them in the <code>X-Sim-Directives</code> header):
<code>[sim:delay=MS]</code> <code>[sim:fail]</code> <code>[sim:fail-times=N]</code> <code>[sim:answer=BASE64URL]</code>
<code>[sim:login]</code> <code>[sim:captcha]</code>. Received requests: <a href="/__sandbox/requests">/__sandbox/requests?key=…</a></p>
<h2>Categories answered with real brands</h2><ul>${cats}</ul></body></html>`;
}
