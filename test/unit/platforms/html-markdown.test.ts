import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../../src-main/engine/nodes/html-markdown.js';

describe('htmlToMarkdown (DOM fallback)', () => {
  it('keeps headings, nested lists, bold and citation markers', () => {
    const md = htmlToMarkdown(
      '<p>导语<sup class="x"><a href="https://a">1</a></sup></p><h3>一、首选</h3>' +
        '<ol start="1"><li><strong>华为</strong><ul><li><strong>核心优势</strong>：影像<sup><a href="u">7</a></sup></li></ul></li><li><strong>苹果</strong></li></ol>',
    );
    expect(md).toBe('导语[citation:1]\n\n### 一、首选\n\n1. **华为**\n    - **核心优势**：影像[citation:7]\n2. **苹果**');
  });

  it('writes tables as GFM', () => {
    const md = htmlToMarkdown('<table><thead><tr><th>品牌</th><th>优势</th></tr></thead><tbody><tr><td>华为</td><td><b>影像</b> | 系统</td></tr></tbody></table>');
    expect(md).toBe('| 品牌 | 优势 |\n| --- | --- |\n| 华为 | **影像** \\| 系统 |');
  });

  it('leaves superscripts that are not numbers alone', () => {
    expect(htmlToMarkdown('<p>E=mc<sup>2x</sup></p>')).toBe('E=mc2x');
  });
});
