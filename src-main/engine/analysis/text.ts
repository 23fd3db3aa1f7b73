// The answer as analysis sees it: Markdown without the parts that never count as a mention
// (link targets, images, citation markers, URLs), plus a folded twin of the same length that
// all matching runs on, so offsets found in one are valid in the other.

export interface Span {
  start: number;
  end: number;
}

const IMAGE = /!\[[^\]\n]*\]\((?:[^()\n]|\([^()\n]*\))*\)/g;
const LINK = /\[([^\]\n]*)\]\((?:[^()\n]|\([^()\n]*\))*\)/g;
const REF_LINK = /\[([^\]\n]+)\]\[[^\]\n]*\]/g;
const CITATION = /\[(?:citation|cite|source|ref)\s*[:：]\s*\d+(?:\s*[,，、]\s*\d+)*\]|\[\^\d+\]|【\d+(?:[-,，]\d+)*(?:†[^】]*)?】/gi;
const AUTOLINK = /<(?:https?|ftp|mailto):[^>\s]*>/gi;
const REF_DEF = /^[ \t]*\[[^\]\n]+\]:[ \t]*\S+.*$/gm;
const URL = /(?:https?:\/\/|www\.)[^\s<>()（）[\]【】"'，。、；！？]*/gi;
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>\n]*)?\/?>/gi;

export function cleanMarkdown(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    // citations first: two side by side (`[citation:1][citation:5]`) read as a reference-style link
    .replace(CITATION, '')
    .replace(IMAGE, '')
    .replace(LINK, '$1')
    .replace(REF_LINK, '$1')
    .replace(AUTOLINK, '')
    .replace(REF_DEF, '')
    .replace(URL, '')
    .replace(HTML_TAG, (tag) => (/^<br/i.test(tag) ? ' ' : ''));
}

/** Full-width ASCII to half-width and ASCII upper case to lower case; never changes the length. */
export function fold(s: string): string {
  return s.replace(/[\uFF01-\uFF5E\u3000A-Z]/g, (c) => {
    const code = c.charCodeAt(0);
    if (code === 0x3000) return ' ';
    const half = code >= 0xff01 ? code - 0xfee0 : code;
    return String.fromCharCode(half >= 65 && half <= 90 ? half + 32 : half);
  });
}

/** Inline Markdown emphasis and code marks removed, whitespace collapsed: text for people. */
const NEEDS_STRIP = /[*_~`#>+•·\-\s]/;

export function stripInline(s: string): string {
  if (!NEEDS_STRIP.test(s)) return s;
  return s
    .replace(/\*\*|__|~~|`+/g, '')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/^\s*(?:[-*+•·]\s+|#{1,6}\s+|>\s*)/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isLatinWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
}

export function isCjk(code: number): boolean {
  return (code >= 0x4e00 && code <= 0x9fff) || (code >= 0x3400 && code <= 0x4dbf);
}

const SENTENCE_END = /[。！？!?]+|\.(?=\s|$)|\n/g;

/** Sentences of text[start, end), as spans, empty ones left out. */
export function sentences(text: string, start: number, end: number): Span[] {
  const out: Span[] = [];
  const slice = text.slice(start, end);
  SENTENCE_END.lastIndex = 0;
  let from = 0;
  for (let m = SENTENCE_END.exec(slice); m; m = SENTENCE_END.exec(slice)) {
    const to = m.index + m[0].length;
    pushTrimmed(out, slice, from, to, start);
    from = to;
  }
  pushTrimmed(out, slice, from, slice.length, start);
  return out;
}

function pushTrimmed(out: Span[], slice: string, from: number, to: number, base: number): void {
  while (from < to && /\s/.test(slice[from]!)) from++;
  while (to > from && /\s/.test(slice[to - 1]!)) to--;
  if (to > from) out.push({ start: base + from, end: base + to });
}

/** A readable excerpt of at most max characters that keeps position `focus` in view. */
export function clip(s: string, max: number, focus = 0): string {
  if (s.length <= max) return s;
  let from = 0;
  if (focus > max - 40) from = Math.min(focus - 40, s.length - max);
  const body = s.slice(from, from + max - 1).trim();
  return (from > 0 ? '…' : '') + body + '…';
}
