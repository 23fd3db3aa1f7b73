// Sanitising is only as good as the DOM it runs in (happy-dom's parser lets DOMPurify miss
// <script>), so the answer renderer is tested in real Chromium: the module is bundled with
// esbuild and run in a blank page.
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  const out = await build({ entryPoints: ['src-renderer/src/lib/markdown.ts'], bundle: true, format: 'iife', globalName: 'md', write: false, platform: 'browser' });
  // (this file is typechecked with the renderer, so it names its flags itself rather than importing the engine's)
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic'] });
  page = await browser.newPage();
  await page.route('**/*', (r) => r.abort());
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: out.outputFiles[0]!.text });
}, 60_000);
afterAll(async () => browser?.close());

type Ref = { index: number; title: string; url: string };
type Mark = { text: string; kind: string };
/** renders in the page and returns facts about the resulting DOM */
function render(markdown: string, refs: Ref[] = [], marks: Mark[] = []) {
  return page.evaluate(
    ([m, r, k]) => {
      const w = window as unknown as { md: { renderAnswer(a: string, b: Ref[], c: Mark[]): string }; __xss?: number };
      const html = w.md.renderAnswer(m, r, k);
      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      return {
        html,
        dangerous: host.querySelectorAll('script, img, iframe, object, embed, form, [onerror], [onclick], [style]').length,
        links: [...host.querySelectorAll('a')].map((a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel'), text: a.textContent })),
        cites: [...host.querySelectorAll('sup.cite')].map((s) => s.innerHTML),
        marks: [...host.querySelectorAll('mark')].map((x) => `${x.className}:${x.textContent}`),
        xss: w.__xss,
      };
    },
    [markdown, refs, marks] as const,
  );
}

const refs: Ref[] = [
  { index: 1, title: '华为官网', url: 'https://www.huawei.com/cn/' },
  { index: 2, title: 'bad', url: 'javascript:alert(1)' },
];

describe('[citation:N]', () => {
  it('becomes a superscript link to the reference', async () => {
    const r = await render('华为值得推荐[citation:1]。', refs);
    expect(r.links).toEqual([{ href: 'https://www.huawei.com/cn/', rel: 'noopener noreferrer nofollow', text: '[1]' }]);
    expect(r.cites).toHaveLength(1);
  });

  it('an unknown index or a non-http reference is a plain superscript', async () => {
    const r = await render('a[citation:9] b[citation:2]', refs);
    expect(r.links).toEqual([]);
    expect(r.cites).toEqual(['[9]', '[2]']);
  });

  it('a reference title cannot break out of its attribute', async () => {
    const r = await render('[citation:1]', [{ index: 1, title: '"><script>window.__xss=1</script><img src=x onerror="window.__xss=2">', url: 'https://a.example/' }]);
    expect(r.dangerous).toBe(0);
    expect(r.links[0]!.href).toBe('https://a.example/');
  });
});

describe('sanitising', () => {
  it('drops scripts, handlers, frames, images, styles and javascript: links', async () => {
    const r = await render(
      [
        '<script>window.__xss = 1</script>',
        '<img src=x onerror="window.__xss = 2">',
        '[x](javascript:window.__xss=3)',
        '<iframe src="https://e.example"></iframe>',
        '<a href="https://ok.example" onclick="window.__xss=4">ok</a>',
        '<div style="position:fixed;inset:0">s</div>',
        '<svg><script>window.__xss=5</script></svg>',
      ].join('\n\n'),
    );
    expect(r.dangerous).toBe(0);
    expect(r.links.map((l) => l.href)).toEqual([null, 'https://ok.example']);
    expect(r.xss).toBeUndefined();
  });

  it('keeps the Markdown structure', async () => {
    const r = await render('## 推荐\n\n1. **华为** Mate\n2. 小米\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(r.html).toContain('<h2>推荐</h2>');
    expect(r.html).toContain('<strong>华为</strong>');
    expect(r.html).toContain('<table>');
  });
});

describe('highlights', () => {
  it('marks brand and evaluation words in text, never inside attributes', async () => {
    const r = await render('华为很好, [华为](https://huawei.example/华为) 也不错', [], [
      { text: '华为', kind: 'brand' },
      { text: '不错', kind: 'positive' },
    ]);
    expect(r.marks).toEqual(['hl-brand:华为', 'hl-brand:华为', 'hl-positive:不错']);
    expect(decodeURI(r.links[0]!.href!)).toBe('https://huawei.example/华为');
  });
});
