// The built renderer (electron-vite's out/renderer) served to a plain browser at `/`, under a
// strict Content-Security-Policy. The page signs in with the token from the URL fragment that
// `serve` prints; nothing here is authenticated because nothing here is data.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure } from '../envelope.js';

/**
 * Scripts only from this origin, no inline script, no eval; images from here and data: (a
 * reference's site icon elsewhere is blocked and the page shows a letter instead); fetches only
 * to this origin; never framed. Inline styles stay allowed: Element Plus and ECharts position
 * popovers and canvases through style attributes.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.json': 'application/json',
};

/** out/renderer next to this module wherever it runs from (tsx from src-main/, or a bundle in out/ or dist/) */
export function findRendererDir(): string | null {
  const env = process.env['BRAND_MONITOR_RENDERER_DIR'];
  if (env) return existsSync(join(env, 'index.html')) ? resolve(env) : null;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [join(dir, 'out', 'renderer'), join(dir, 'renderer')]) {
      if (existsSync(join(candidate, 'index.html'))) return candidate;
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return null;
}

function secure(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', RENDERER_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-opener-policy', 'same-origin');
}

export function uiRoutes(app: FastifyInstance, rendererDir: string | null = findRendererDir()): void {
  const tags = ['界面'];
  app.get('/', { schema: { tags, summary: '桌面界面 (浏览器版), 用 serve 打印的登录地址打开' } }, async (_req, reply) => {
    secure(reply).header('cache-control', 'no-store');
    if (!rendererDir) {
      return reply
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>Brand Monitor</title><p>界面尚未构建: 请先运行 <code>npm run build</code>, 再重启 serve。 The UI is not built yet: run <code>npm run build</code>, then restart serve.</p>');
    }
    return reply.type(TYPES['.html']!).send(readFileSync(join(rendererDir, 'index.html')));
  });

  app.get<{ Params: { file: string } }>('/assets/:file', { schema: { tags, summary: '界面静态资源', hide: true } }, async (req, reply) => {
    const name = req.params.file;
    // one flat folder of hashed build outputs: no separators, no dot-files
    const path = rendererDir && /^[\w.-]+$/.test(name) && !name.startsWith('.') ? join(rendererDir, 'assets', name) : null;
    if (!path || !existsSync(path) || !statSync(path).isFile()) return reply.status(404).send(failure(404, '资源不存在'));
    const type = TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
    // file names carry a content hash: safe to keep for a long time
    return secure(reply).type(type).header('cache-control', 'public, max-age=31536000, immutable').send(readFileSync(path));
  });
}
