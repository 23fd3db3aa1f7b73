// The parts every replica chat page behaves alike in, whatever the site: remembered mode
// switches, the phone tools sheet, Escape, dialogs and toasts, reading a streamed response and
// repainting once per frame. Browser JS kept as a string (no backticks or dollar-brace inside),
// exposed as `window.__page`. Each family's page script passes its own selectors/class names,
// so the DOM hooks stay the site's; what the site shows and how it reads its stream stay there.
export const PAGE_KIT_JS = String.raw`
(function () {
  var kit = {};

  /** a cookie the page can read, '' when absent */
  kit.cookie = function (name) {
    var m = document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)'));
    return m ? decodeURIComponent(m[1]) : '';
  };

  /**
   * An overlay of class maskClass holding html. closable: marked data-closable (Escape removes
   * it, see kit.escape) and a click outside the dialog removes it; login walls and challenges
   * are not closable.
   */
  kit.modal = function (maskClass, html, closable) {
    var o = document.createElement('div');
    o.className = maskClass;
    if (closable) o.dataset.closable = '1';
    o.innerHTML = html;
    document.body.appendChild(o);
    if (closable) o.addEventListener('click', function (e) { if (e.target === o) o.remove(); });
    return o;
  };

  /** toast(text) showing a short-lived element of class className */
  kit.toaster = function (className) {
    return function (text) {
      var t = document.createElement('div');
      t.className = className;
      t.textContent = text;
      document.body.appendChild(t);
      setTimeout(function () { t.remove(); }, 1800);
    };
  };

  /**
   * The mode switches, remembered in localStorage like a browser profile does. o: { storageKey,
   * initial: {key: bool}, controls: selector of every control, keyOf(el) (default el.dataset.k),
   * show(el, on) }. A click flips its key; every control then shows the state. Returns the live
   * state object the send reads.
   */
  kit.toggles = function (o) {
    var state = {};
    Object.keys(o.initial).forEach(function (k) { state[k] = !!o.initial[k]; });
    try {
      var saved = JSON.parse(localStorage.getItem(o.storageKey) || 'null');
      if (saved) Object.keys(state).forEach(function (k) { state[k] = !!saved[k]; });
    } catch (e) {}
    var keyOf = o.keyOf || function (el) { return el.dataset.k; };
    function sync() {
      document.querySelectorAll(o.controls).forEach(function (el) { o.show(el, !!state[keyOf(el)]); });
      localStorage.setItem(o.storageKey, JSON.stringify(state));
    }
    document.querySelectorAll(o.controls).forEach(function (el) {
      el.addEventListener('click', function () { var k = keyOf(el); state[k] = !state[k]; sync(); });
    });
    sync();
    return state;
  };

  /** the phone tools sheet: opener toggles it; a click on backdrop (or on the sheet's own background) closes it */
  kit.sheet = function (sheet, opener, backdrop) {
    opener.addEventListener('click', function () { sheet.hidden = !sheet.hidden; });
    backdrop.addEventListener('click', function (e) { if (backdrop !== sheet || e.target === sheet) sheet.hidden = true; });
  };

  /** Escape closes the sheet (if any) and the open closable dialog of class maskClass */
  kit.escape = function (maskClass, sheet) {
    document.addEventListener('keydown', function (e) {
      if (e.key !== 'Escape') return;
      if (sheet) sheet.hidden = true;
      var m = document.querySelector('.' + maskClass + '[data-closable]');
      if (m) m.remove();
    });
  };

  /** Enter sends (Shift+Enter and IME composition do not); phones insert a newline, only their button sends */
  kit.enterSends = function (input, send, mobile) {
    input.addEventListener('keydown', function (e) {
      if (e.key === 'Enter' && !e.shiftKey && !e.isComposing && !mobile) { e.preventDefault(); send(); }
    });
  };

  /**
   * Appends a row of className holding html to list (the thread) and returns it; text, when
   * given, becomes the text of the row's first child (the asked question, never parsed as HTML).
   */
  kit.row = function (list, className, html, text) {
    var el = document.createElement('div');
    el.className = className;
    el.innerHTML = html;
    if (text !== undefined) el.firstChild.textContent = text;
    list.appendChild(el);
    return el;
  };

  /** a new entry of className at the top of the history list, showing text cut to n characters */
  kit.historyItem = function (list, className, text, n) {
    var h = document.createElement('div');
    if (className) h.className = className;
    h.textContent = text.slice(0, n);
    list.insertBefore(h, list.firstChild);
    return h;
  };

  /** schedule() repaints with paint() at the next frame, however many records arrived meanwhile */
  kit.painter = function (paint) {
    var pending = false;
    return function () {
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () { pending = false; paint(); });
    };
  };

  /**
   * Reads a text stream as it arrives and hands over each piece: 'records' = blank-line separated
   * SSE records (CRLF read as LF), 'lines' = single lines (a trailing CR dropped). A last piece
   * without its terminator is handed over too.
   */
  kit.readText = async function (res, by, each) {
    var reader = res.body.getReader();
    var dec = new TextDecoder();
    var sep = by === 'records' ? '\n\n' : '\n';
    var buf = '';
    var take = function (piece) { each(by === 'lines' && piece.slice(-1) === '\r' ? piece.slice(0, -1) : piece); };
    for (;;) {
      var chunk = await reader.read();
      if (chunk.done) break;
      var text = dec.decode(chunk.value, { stream: true });
      buf += by === 'records' ? text.replace(/\r\n?/g, '\n') : text;
      var i;
      while ((i = buf.indexOf(sep)) >= 0) { take(buf.slice(0, i)); buf = buf.slice(i + sep.length); }
    }
    if (buf.trim()) take(buf);
  };

  /** one SSE record: { event (null without an event: line), data (its data: lines joined) }, or null without data */
  kit.sseRecord = function (record) {
    var event = null;
    var data = [];
    record.split('\n').forEach(function (l) {
      if (l.indexOf('event:') === 0) event = l.slice(6).trim();
      else if (l.indexOf('data:') === 0) data.push(l.slice(5).replace(/^ /, ''));
    });
    return data.length ? { event: event, data: data.join('\n') } : null;
  };

  window.__page = kit;
})();
`;
