// The DOM fallback turns the rendered answer back into Markdown with turndown, keeping the
// platform's citation markers (`<sup><a>N</a></sup>`) as `[citation:N]` and tables as GFM.

import TurndownService from 'turndown';

export function htmlToMarkdown(html: string, citationMarker = 'sup'): string {
  const td = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
    strongDelimiter: '**',
  });
  td.addRule('citation', {
    filter: (node) => node.nodeName.toLowerCase() === citationMarker && /^\s*\d+\s*$/.test(node.textContent ?? ''),
    replacement: (_content, node) => `[citation:${(node.textContent ?? '').trim()}]`,
  });
  td.addRule('table', {
    filter: 'table',
    replacement: (_content, node) => {
      const rows = Array.from((node as HTMLTableElement).querySelectorAll('tr')).map((tr) =>
        Array.from(tr.querySelectorAll('th,td')).map((cell) =>
          td
            .turndown((cell as HTMLElement).innerHTML)
            .replace(/\n+/g, ' ')
            .replace(/\|/g, '\\|')
            .trim(),
        ),
      );
      if (rows.length === 0) return '';
      const width = Math.max(...rows.map((r) => r.length));
      const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
      return `\n\n${[line(rows[0]!), line(Array(width).fill('---')), ...rows.slice(1).map(line)].join('\n')}\n\n`;
    },
  });
  return td
    .turndown(html)
    .replace(/^(\s*)-\s{2,}/gm, '$1- ')
    .replace(/^(\s*\d+\.)\s{2,}/gm, '$1 ')
    .trim();
}
