// Building blocks of a replica page: one HTML document shape (viewport for phones, config
// object, the shared client scripts), and a generic read-only share page.

import { MARKDOWN_JS } from '../client/markdown.js';
import { PAGE_KIT_JS } from '../client/page-kit.js';
import type { ComposedAnswer } from '../content/compose.js';
import { escapeHtml, scriptJson } from '../http-util.js';
import { SIGN_JS } from './signing.js';

export interface DocumentParts {
  title: string;
  css: string;
  /** the markup inside <body> */
  body: string;
  /** body classes (e.g. `is-mobile` for the phone layout) */
  bodyClass?: string;
  /** exposed to the page script as `window[configName]` */
  config?: unknown;
  configName?: string;
  /** the family's page script (browser JS) */
  script?: string;
  lang?: string;
}

/**
 * A complete page. The shared client scripts come first: `window.__md.render(markdown, cite)`
 * (Markdown with `[citation:N]` → superscript links), `window.__sbxSign(key, path, body)` and
 * `window.__page` (switches, sheet, Escape, dialogs, toasts, stream reading: client/page-kit.ts).
 */
export function htmlDocument(p: DocumentParts): string {
  const config = p.config === undefined ? '' : `<script>window.${p.configName ?? '__CFG__'} = ${scriptJson(p.config)};</script>`;
  return `<!doctype html><html lang="${p.lang ?? 'zh-CN'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${escapeHtml(p.title)}</title><style>${p.css}</style></head>
<body${p.bodyClass ? ` class="${escapeHtml(p.bodyClass)}"` : ''}>
${p.body}
${config}
<script>${MARKDOWN_JS}</script>
<script>${SIGN_JS}</script>
<script>${PAGE_KIT_JS}</script>
${p.script ? `<script>${p.script}</script>` : ''}
</body></html>`;
}

export interface SharedAnswer {
  /** the platform's display name, shown in the banner */
  platformName: string;
  title: string;
  prompt: string;
  /** Markdown with `[citation:N]` markers */
  answer: string;
  reasoning: string | null;
  sources: { index: number; url: string; title: string; siteName: string }[];
}

/** what a share of a composed answer shows, sources numbered from 1 as the answer cites them */
export function sharedAnswer(platformName: string, prompt: string, answer: ComposedAnswer): SharedAnswer {
  return {
    platformName,
    title: answer.title,
    prompt,
    answer: answer.markdown,
    reasoning: answer.reasoning,
    sources: answer.sources.map((s, i) => ({ index: i + 1, url: s.url, title: s.title, siteName: s.siteName })),
  };
}

export interface ShareLook {
  /** CSS class of the answer container, so the share page matches the chat page */
  answerClass: string;
  accent: string;
  css?: string;
}

const SHARE_CSS = (accent: string) => `
body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f7f8fa;color:#1f2329}
.sh-wrap{max-width:820px;margin:0 auto;padding:24px 20px 64px}
.sh-banner{background:#fff;border-left:4px solid ${accent};padding:12px 16px;border-radius:8px;font-size:14px;color:#555;margin-bottom:20px}
.sh-q{background:${accent}14;padding:12px 16px;border-radius:12px;margin:0 0 16px auto;max-width:80%;width:fit-content;font-size:15px}
.sh-a{background:#fff;border-radius:12px;padding:16px 20px;line-height:1.75;font-size:15px}
.sh-think{color:#8a8f99;border-left:2px solid #e3e5e8;padding-left:12px;margin-bottom:12px;white-space:pre-wrap;font-size:13px}
.sh-src{margin-top:16px;font-size:13px}.sh-src a{display:block;color:${accent};margin:4px 0;text-decoration:none}
table{border-collapse:collapse}td,th{border:1px solid #e3e5e8;padding:4px 8px}sup a{color:${accent};text-decoration:none;font-size:11px}
`;

export function sharePage(shared: SharedAnswer | null, look: ShareLook): string {
  if (!shared) {
    return htmlDocument({ title: '分享', css: SHARE_CSS(look.accent), body: '<div class="sh-wrap"><div class="sh-banner">分享链接不存在或已失效</div></div>' });
  }
  const sources = shared.sources.length
    ? `<div class="sh-src"><b>参考资料</b>${shared.sources
        .map((s) => `<a href="${escapeHtml(s.url)}" target="_blank" rel="noreferrer">${s.index}. ${escapeHtml(s.title)} · ${escapeHtml(s.siteName)}</a>`)
        .join('')}</div>`
    : '';
  return htmlDocument({
    title: `${shared.title} - ${shared.platformName}`,
    css: SHARE_CSS(look.accent) + (look.css ?? ''),
    body: `<div class="sh-wrap">
  <div class="sh-banner">此对话由 ${escapeHtml(shared.platformName)} 用户分享，内容由 AI 生成，请仔细甄别</div>
  <div class="sh-q">${escapeHtml(shared.prompt)}</div>
  <div class="sh-a">${shared.reasoning ? `<div class="sh-think">${escapeHtml(shared.reasoning)}</div>` : ''}
  <div class="${escapeHtml(look.answerClass)}" id="shared-answer"></div>${sources}</div>
</div>`,
    config: shared,
    configName: '__SHARED__',
    script: `(function () { var s = window.__SHARED__; document.getElementById('shared-answer').innerHTML = window.__md.render(s.answer, function (n) {
  for (var i = 0; i < s.sources.length; i++) if (s.sources[i].index === n) return s.sources[i]; return null; }); })();`,
  });
}
