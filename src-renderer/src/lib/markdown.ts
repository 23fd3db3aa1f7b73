// Answers, titles and snippets are data from third-party sites: Markdown is rendered by marked,
// then everything goes through DOMPurify (no script, no event handlers, no frames, no forms, no
// images that would fetch from elsewhere, only http(s)/mailto links) before it reaches the page.
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

export interface CitedSource {
  index: number;
  title: string;
  url: string;
}

export interface Highlight {
  text: string;
  /** css class: brand, positive, negative, neutral */
  kind: string;
}

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SAFE_HREF = /^(https?:|mailto:)/i;

let hooked = false;
function purifier(): typeof DOMPurify {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (!SAFE_HREF.test(href)) node.removeAttribute('href');
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
  }
  return DOMPurify;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `[citation:N]` → a superscript link to reference N (plain superscript when N is unknown or its URL is not http) */
export function citationsToHtml(markdown: string, refs: CitedSource[]): string {
  const byIndex = new Map(refs.map((r) => [r.index, r]));
  return markdown.replace(/\[citation:(\d{1,4})\]/g, (_m, n: string) => {
    const ref = byIndex.get(Number(n));
    if (ref && SAFE_HREF.test(ref.url)) return `<sup class="cite"><a href="${escapeHtml(ref.url)}" title="${escapeHtml(ref.title)}">[${n}]</a></sup>`;
    return `<sup class="cite">[${n}]</sup>`;
  });
}

export function sanitize(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'img', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'video', 'audio', 'source', 'svg', 'math', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
  });
}

/** wraps each occurrence of the given words in text nodes (never inside tags or attributes) with <mark> */
export function highlight(html: string, marks: Highlight[]): string {
  const words = marks.filter((m) => m.text.trim().length > 0).sort((a, b) => b.text.length - a.text.length);
  if (words.length === 0) return html;
  const tpl = document.createElement('template');
  tpl.innerHTML = html;
  const pattern = new RegExp(words.map((w) => w.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  const kindOf = new Map(words.map((w) => [w.text.toLowerCase(), w.kind]));
  const walker = document.createTreeWalker(tpl.content, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  for (const node of nodes) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const frag = document.createDocumentFragment();
    let last = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      if (m.index > last) frag.append(text.slice(last, m.index));
      const mark = document.createElement('mark');
      mark.className = `hl-${kindOf.get(m[0].toLowerCase()) ?? 'brand'}`;
      mark.textContent = m[0];
      frag.append(mark);
      last = m.index + m[0].length;
    }
    if (last < text.length) frag.append(text.slice(last));
    node.replaceWith(frag);
  }
  return tpl.innerHTML;
}

/** the answer as safe HTML: Markdown → HTML with citation links → sanitised → highlights */
export function renderAnswer(markdown: string, refs: CitedSource[] = [], marks: Highlight[] = []): string {
  const html = marked.parse(citationsToHtml(markdown, refs)) as string;
  return highlight(sanitize(html), marks);
}
