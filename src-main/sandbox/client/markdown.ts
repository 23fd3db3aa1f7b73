// A tiny Markdown renderer that runs inside replica pages (real platforms render their answers
// in-page too). Browser JS kept as a string: no backticks or dollar-brace inside.
// Exposes window.__md.render(markdown, cite) where cite(n) -> {url, title} | null.
export const MARKDOWN_JS = String.raw`
(function () {
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; });
  }
  function inline(s, cite) {
    var codes = [];
    s = s.replace(/\x60([^\x60]+)\x60/g, function (m, c) { codes.push(c); return '\u0000' + (codes.length - 1) + '\u0000'; });
    s = esc(s);
    s = s.replace(/\[citation:(\d+)\]/g, function (m, n) {
      var src = cite ? cite(Number(n)) : null;
      var href = src ? esc(src.url) : '#';
      var title = src ? ' title="' + esc(src.title) + '"' : '';
      return '<sup class="ds-cite"><a href="' + href + '"' + title + ' target="_blank" rel="noreferrer">' + n + '</a></sup>';
    });
    s = s.replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '<a href="$2" target="_blank" rel="noreferrer">$1</a>');
    s = s.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    s = s.replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\*)/g, '$1<em>$2</em>');
    s = s.replace(/\u0000(\d+)\u0000/g, function (m, i) { return '<code>' + esc(codes[Number(i)]) + '</code>'; });
    return s;
  }
  var LIST_ITEM = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;
  var TABLE_ROW = /^\s*\|.*\|\s*$/;
  var TABLE_SEP = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
  function indentOf(l) { return l.match(/^\s*/)[0].length; }
  function dedent(lines) {
    var min = Infinity;
    lines.forEach(function (l) { if (l.trim()) min = Math.min(min, indentOf(l)); });
    if (min === Infinity) min = 0;
    return lines.map(function (l) { return l.slice(min); });
  }
  function splitRow(l) {
    return l.trim().replace(/^\|/, '').replace(/\|$/, '').split('|').map(function (c) { return c.trim(); });
  }
  function isBlockStart(l) {
    return /^\s*#{1,6}\s/.test(l) || /^\s*>/.test(l) || LIST_ITEM.test(l) || /^\x60\x60\x60/.test(l) || TABLE_ROW.test(l);
  }
  function renderList(block, cite) {
    var base = indentOf(block[0]);
    var ordered = /^\s*\d/.test(block[0]);
    var start = ordered ? parseInt(block[0].trim(), 10) : 1;
    var items = [];
    var cur = null;
    block.forEach(function (l) {
      var m = LIST_ITEM.exec(l);
      if (m && m[1].length <= base) { cur = { head: m[3], rest: [] }; items.push(cur); }
      else if (cur) cur.rest.push(l);
    });
    var html = items.map(function (it) {
      var hasRest = it.rest.some(function (x) { return x.trim(); });
      return '<li>' + inline(it.head, cite) + (hasRest ? render(dedent(it.rest).join('\n'), cite) : '') + '</li>';
    }).join('');
    return ordered ? '<ol start="' + start + '">' + html + '</ol>' : '<ul>' + html + '</ul>';
  }
  function render(md, cite) {
    var lines = String(md || '').replace(/\r\n?/g, '\n').split('\n');
    var out = [];
    var i = 0;
    while (i < lines.length) {
      var line = lines[i];
      var m;
      if (!line.trim()) { i++; continue; }
      if (/^\x60\x60\x60/.test(line)) {
        var lang = line.slice(3).trim();
        var buf = [];
        i++;
        while (i < lines.length && !/^\x60\x60\x60/.test(lines[i])) { buf.push(lines[i]); i++; }
        i++;
        out.push('<pre><code' + (lang ? ' class="language-' + esc(lang) + '"' : '') + '>' + esc(buf.join('\n')) + '</code></pre>');
        continue;
      }
      if ((m = /^\s*(#{1,6})\s+(.*)$/.exec(line))) {
        out.push('<h' + m[1].length + '>' + inline(m[2], cite) + '</h' + m[1].length + '>');
        i++;
        continue;
      }
      if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) { out.push('<hr>'); i++; continue; }
      if (/^\s*>/.test(line)) {
        var q = [];
        while (i < lines.length && /^\s*>/.test(lines[i])) { q.push(lines[i].replace(/^\s*>\s?/, '')); i++; }
        out.push('<blockquote>' + render(q.join('\n'), cite) + '</blockquote>');
        continue;
      }
      if (TABLE_ROW.test(line) && i + 1 < lines.length && TABLE_SEP.test(lines[i + 1])) {
        var head = splitRow(line);
        i += 2;
        var rows = [];
        while (i < lines.length && TABLE_ROW.test(lines[i])) { rows.push(splitRow(lines[i])); i++; }
        out.push('<div class="md-table"><table><thead><tr>' +
          head.map(function (c) { return '<th>' + inline(c, cite) + '</th>'; }).join('') + '</tr></thead><tbody>' +
          rows.map(function (r) { return '<tr>' + r.map(function (c) { return '<td>' + inline(c, cite) + '</td>'; }).join('') + '</tr>'; }).join('') +
          '</tbody></table></div>');
        continue;
      }
      if (LIST_ITEM.test(line)) {
        var base = indentOf(line);
        var block = [line];
        i++;
        while (i < lines.length) {
          var l = lines[i];
          if (!l.trim()) {
            var next = lines[i + 1];
            if (next !== undefined && next.trim() && (indentOf(next) > base || (LIST_ITEM.test(next) && indentOf(next) === base))) { block.push(l); i++; continue; }
            break;
          }
          if (indentOf(l) > base || (LIST_ITEM.test(l) && indentOf(l) >= base)) { block.push(l); i++; continue; }
          break;
        }
        out.push(renderList(block, cite));
        continue;
      }
      var para = [line];
      i++;
      while (i < lines.length && lines[i].trim() && !isBlockStart(lines[i])) { para.push(lines[i]); i++; }
      out.push('<p>' + para.map(function (p) { return inline(p.trim(), cite); }).join('<br>') + '</p>');
    }
    return out.join('');
  }
  window.__md = { render: render, esc: esc };
})();
`;
