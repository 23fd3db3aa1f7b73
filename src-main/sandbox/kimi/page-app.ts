// The Kimi replica's page script: browser JS kept as a string (no backticks or dollar-brace).
// It behaves like www.kimi.com: the login is a short-lived JWT in the `kimi-auth` cookie that
// the page refreshes with the refresh token it keeps (on load, before it expires, and once when
// the gateway says `unauthenticated`); the question goes out as one Connect frame, signed by the
// page; the answer is read as Connect frames from the raw bytes and rendered as it arrives.
export const KIMI_APP_JS = String.raw`
(async function () {
  var CFG = window.__KIMI__;
  var BASE = CFG.base;
  var $ = function (id) { return document.getElementById(id); };
  var esc = window.__md.esc;
  var kit = window.__page;
  var cookie = kit.cookie;
  var ICON = CFG.icons;
  var enc = new TextEncoder();

  // ---- session: refresh token in localStorage, access JWT in the kimi-auth cookie ----
  if (!localStorage.getItem('refresh_token') && CFG.refreshToken) localStorage.setItem('refresh_token', CFG.refreshToken);
  if (!localStorage.getItem('device_id')) localStorage.setItem('device_id', String(Math.floor(Math.random() * 9e15) + 1e15));
  var deviceId = localStorage.getItem('device_id');
  function claims(jwt) {
    try { return JSON.parse(atob(jwt.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))); } catch (e) { return null; }
  }
  var refreshTimer = null;
  async function refresh() {
    var rt = localStorage.getItem('refresh_token');
    if (!rt) return false;
    var res = await fetch(BASE + CFG.refreshPath, { headers: { authorization: 'Bearer ' + rt, 'x-msh-platform': 'web', 'x-msh-device-id': deviceId } });
    if (res.status !== 200) return false;
    var j = await res.json();
    if (j.refresh_token) localStorage.setItem('refresh_token', j.refresh_token);
    schedule();
    return !!cookie('kimi-auth');
  }
  function schedule() {
    var c = claims(cookie('kimi-auth') || '');
    if (!c) return;
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(function () { refresh().catch(function () {}); }, Math.max(1000, c.exp * 1000 - Date.now() - 60000));
  }
  async function accessToken() {
    var jwt = cookie('kimi-auth');
    var c = jwt ? claims(jwt) : null;
    if (c && c.exp * 1000 - Date.now() > 60000) return jwt;
    return (await refresh()) ? cookie('kimi-auth') : null;
  }

  function modal(html, label, closable) {
    return kit.modal('modal-mask', '<div class="modal-card" role="dialog" aria-modal="true" aria-label="' + label + '">' + html + '</div>', closable);
  }
  function showLoginWall() {
    if (document.querySelector('[data-login-wall]')) return;
    localStorage.removeItem('refresh_token');
    var o = modal('<h2>登录以继续使用 Kimi</h2><div class="muted">登录已过期，请重新登录</div>' +
      '<div class="login-tabs"><span class="on">微信扫码登录</span><a href="' + BASE + '/__login">手机号登录</a></div><div class="login-qr"></div>', '登录', false);
    o.setAttribute('data-login-wall', '1');
  }
  function showChallenge() {
    modal('<h2>请完成安全验证</h2><div class="muted">拖动滑块完成拼图</div>' +
      '<div class="captcha-track"><div class="captcha-slider" role="slider" tabindex="0" aria-label="拖动滑块完成拼图" aria-valuenow="0"></div>拖动滑块完成拼图</div>', '安全验证', false);
  }

  if (!(await accessToken().catch(function () { return null; }))) { showLoginWall(); return; }

  // ---- switches, remembered per account ----
  var switches = kit.toggles({
    storageKey: 'chat_switches',
    initial: { search: CFG.defaultSwitches.search, thinking: CFG.defaultSwitches.thinking },
    controls: '.toolkit-item',
    show: function (el, on) {
      el.classList.toggle('switch-on', on);
      el.setAttribute('aria-checked', on ? 'true' : 'false');
    },
  });

  var editor = $('editor');
  var sendBox = $('send-box');
  var sendBtn = $('send');
  var thread = $('thread');
  var scrollArea = $('scroll-area');
  var busy = false;
  var controller = null;
  var chatId = null;
  function text() { return editor.innerText.replace(/\n$/, ''); }
  function updateSend() {
    sendBox.classList.toggle('stop', busy);
    sendBox.classList.toggle('disabled', !busy && !text().trim());
    sendBtn.setAttribute('aria-label', busy ? '停止输出' : '发送');
    sendBtn.innerHTML = busy ? ICON.stop : ICON.up;
  }
  editor.addEventListener('input', updateSend);
  kit.enterSends(editor, send, false);
  sendBtn.addEventListener('click', function () {
    if (busy) { if (controller) controller.abort(); return; }
    send();
  });
  $('new-chat').addEventListener('click', function () { location.href = BASE + '/'; });
  $('panel-close').addEventListener('click', function () { $('search-panel').hidden = true; });
  kit.escape('modal-mask', null);
  updateSend();
  $('app').dataset.ready = 'true';

  var toast = kit.toaster('toast');

  // ---- Connect framing ----
  function frame(json) {
    var body = enc.encode(json);
    var out = new Uint8Array(5 + body.length);
    new DataView(out.buffer).setUint32(1, body.length);
    out.set(body, 5);
    return out;
  }
  function FrameReader() {
    var buf = new Uint8Array(0);
    var dec = new TextDecoder();
    this.push = function (chunk) {
      var joined = new Uint8Array(buf.length + chunk.length);
      joined.set(buf, 0); joined.set(chunk, buf.length);
      buf = joined;
      var out = [];
      while (buf.length >= 5) {
        var len = new DataView(buf.buffer, buf.byteOffset, 5).getUint32(1);
        if (buf.length < 5 + len) break;
        var flags = buf[0];
        var payload = null;
        try { payload = JSON.parse(dec.decode(buf.subarray(5, 5 + len))); } catch (e) {}
        out.push({ flags: flags, payload: payload });
        buf = buf.slice(5 + len);
      }
      return out;
    };
  }

  // ---- the stream's entities, edited by set/append ops on masked paths ----
  function Conversation() {
    this.chat = {}; this.messages = {}; this.blocks = {}; this.order = []; this.seen = {}; this.done = false; this.error = null;
  }
  Conversation.prototype.apply = function (f) {
    if (f.eventOffset != null) { if (this.seen[f.eventOffset]) return; this.seen[f.eventOffset] = true; }
    if (f.done) this.done = true;
    if (f.op !== 'set' && f.op !== 'append') return;
    var self = this;
    (f.mask || '').split(',').forEach(function (path) {
      var segs = path.trim().split('.');
      var kind = segs.shift();
      var src = f[kind];
      if (!src || ['chat', 'message', 'block'].indexOf(kind) < 0) return;
      var store = kind === 'chat' ? { chat: self.chat } : kind === 'message' ? self.messages : self.blocks;
      var id = kind === 'chat' ? 'chat' : src.id;
      if (!store[id]) { store[id] = {}; if (kind === 'block') self.order.push(id); }
      var target = store[id];
      if (!segs.length) { if (f.op === 'set') Object.assign(target, JSON.parse(JSON.stringify(src))); return; }
      var from = src;
      for (var i = 0; i < segs.length; i++) { from = from ? from[segs[i]] : undefined; }
      if (from === undefined) return;
      for (var j = 0; j < segs.length - 1; j++) { if (!target[segs[j]] || typeof target[segs[j]] !== 'object') target[segs[j]] = {}; target = target[segs[j]]; }
      var key = segs[segs.length - 1];
      var v = JSON.parse(JSON.stringify(from));
      if (f.op === 'append' && typeof target[key] === 'string') target[key] += v;
      else if (f.op === 'append' && Array.isArray(target[key])) target[key] = target[key].concat(v);
      else target[key] = v;
    });
  };
  Conversation.prototype.kind = function (k) {
    var self = this;
    return this.order.map(function (id) { return self.blocks[id]; }).filter(function (b) { return b[k]; });
  };

  function userMessage(t) {
    $('welcome').hidden = true;
    kit.row(thread, 'chat-content-item chat-content-item-user', '<div class="user-content"></div>', t);
  }
  function assistantMessage() {
    return kit.row(thread, 'chat-content-item chat-content-item-assistant', '<div class="segment segment-assistant"><div class="stage-line"></div><div class="tool-slot"></div><div class="think-slot"></div>' +
      '<div class="markdown-container"><div class="markdown"></div></div><div class="actions-slot"></div></div>');
  }
  function results(conv) {
    var out = [];
    conv.kind('tool').forEach(function (b) { out = out.concat((b.tool.search && b.tool.search.results) || []); });
    return out;
  }
  function spans(conv) {
    var out = [];
    conv.kind('text').forEach(function (b) { out = out.concat(b.text.references || []); });
    return out;
  }
  function resultFor(conv, n) {
    var ref = spans(conv).filter(function (s) { return s.index === n; })[0];
    var list = results(conv);
    return (ref && list.filter(function (r) { return r.id === ref.resultId; })[0]) || null;
  }
  function indexOf(conv, r) {
    var ref = spans(conv).filter(function (s) { return s.resultId === r.id; })[0];
    return ref ? ref.index : '';
  }
  function renderPanel(conv) {
    $('site-list').innerHTML = results(conv).map(function (r) {
      return '<a class="site-card" href="' + esc(r.url) + '" target="_blank" rel="noreferrer" title="' + esc(r.title) + '">' +
        '<div class="site-meta"><span class="site-icon" data-icon="' + esc(r.icon || '') + '">' + esc((r.siteName || '?').slice(0, 1)) + '</span>' +
        '<span class="site-name">' + esc(r.siteName || '') + '</span><span class="site-date">' + esc(r.date || '') + '</span>' +
        '<span class="site-index">' + indexOf(conv, r) + '</span></div>' +
        '<div class="site-title">' + esc(r.title || '') + '</div><div class="site-snippet">' + esc(r.snippet || '') + '</div></a>';
    }).join('');
  }
  function render(el, conv, streaming) {
    var stage = conv.kind('multiStage')[0];
    var running = stage ? stage.multiStage.stages.filter(function (s) { return s.status === 'STAGE_STATUS_RUNNING'; })[0] : null;
    el.querySelector('.stage-line').textContent = running ? (running.title === '思考' ? '思考中…' : '正在搜索…') : '';
    var tool = conv.kind('tool')[0];
    var toolSlot = el.querySelector('.tool-slot');
    if (tool) {
      var list = results(conv);
      var doneTool = tool.tool.status === 'TOOL_STATUS_DONE';
      toolSlot.innerHTML = '<div class="toolcall-container" role="button" tabindex="0">' + ICON.globe + '<span>' +
        (doneTool ? '已搜索到 ' + list.length + ' 个网页 ›' : '正在搜索 ' + esc((tool.tool.search.queries || []).join('、'))) + '</span></div>';
      renderPanel(conv);
      toolSlot.firstChild.onclick = function () { renderPanel(conv); $('search-panel').hidden = false; };
    }
    var think = conv.kind('think');
    var thinkSlot = el.querySelector('.think-slot');
    if (think.length) {
      if (!thinkSlot.firstChild) {
        thinkSlot.innerHTML = '<div class="thinking-container"><div class="thinking-header" role="button" tabindex="0"></div><div class="thinking-content"></div></div>';
        var body = thinkSlot.querySelector('.thinking-content');
        thinkSlot.querySelector('.thinking-header').onclick = function () { body.hidden = !body.hidden; };
      }
      var last = think[think.length - 1].think;
      thinkSlot.querySelector('.thinking-header').textContent = last.elapsedSeconds != null ? '已完成思考（用时 ' + last.elapsedSeconds + ' 秒）' : '思考中…';
      thinkSlot.querySelector('.thinking-content').textContent = think.map(function (b) { return b.think.content || ''; }).join('');
    }
    var md = conv.kind('text').map(function (b) { return b.text.content || ''; }).join('');
    md = md.replace(/\[\^(\d+)\^\]/g, '[citation:$1]');
    el.querySelector('.markdown').innerHTML = window.__md.render(md, function (n) { return resultFor(conv, n); });
    if (streaming) scrollArea.scrollTop = scrollArea.scrollHeight;
  }
  function renderActions(el, conv, prompt) {
    var a = el.querySelector('.actions-slot');
    a.innerHTML = '<div class="segment-assistant-actions">' +
      '<div role="button" tabindex="0" class="icon-button" aria-label="复制">' + ICON.copy + '</div>' +
      '<div role="button" tabindex="0" class="icon-button" aria-label="重新生成">' + ICON.regen + '</div>' +
      '<div role="button" tabindex="0" class="icon-button" aria-label="分享">' + ICON.share + '</div>' +
      '<div role="button" tabindex="0" class="icon-button" aria-label="喜欢">' + ICON.like + '</div>' +
      '<div role="button" tabindex="0" class="icon-button" aria-label="不喜欢">' + ICON.dislike + '</div></div>';
    var b = a.querySelectorAll('.icon-button');
    b[0].onclick = function () { try { navigator.clipboard.writeText(el.querySelector('.markdown').innerText); } catch (e) {} toast('已复制'); };
    b[1].onclick = function () { editor.textContent = prompt; updateSend(); send(); };
    var assistant = Object.keys(conv.messages).map(function (k) { return conv.messages[k]; }).filter(function (m) { return m.role === 'assistant'; })[0];
    var user = Object.keys(conv.messages).map(function (k) { return conv.messages[k]; }).filter(function (m) { return m.role === 'user'; })[0];
    b[2].onclick = function () { openShare(el, prompt, [user && user.id, assistant && assistant.id]); };
  }
  function showError(el, message) {
    el.querySelector('.actions-slot').innerHTML = '<div class="segment-error">' + esc(message) + '</div>';
  }

  function openShare(el, prompt, messageIds) {
    var o = modal('<h2>分享对话</h2><div class="share-preview"><b></b><div class="pv"></div></div>' +
      '<div class="share-link-row"><input readonly aria-label="分享链接" value="" placeholder="点击复制链接生成分享链接">' +
      '<div class="primary-btn" role="button" tabindex="0" data-action="create-link">复制链接</div></div>', '分享对话', true);
    o.querySelector('b').textContent = prompt;
    o.querySelector('.pv').textContent = el.querySelector('.markdown').innerText.slice(0, 120) + '…';
    var field = o.querySelector('input');
    o.querySelector('[data-action="create-link"]').onclick = async function () {
      if (field.value) { try { navigator.clipboard.writeText(field.value); } catch (e) {} toast('链接已复制'); return; }
      field.value = '正在生成链接…';
      try {
        var jwt = await accessToken();
        var res = await fetch(BASE + CFG.sharePath, { method: 'POST', headers: { 'content-type': 'application/json', 'connect-protocol-version': '1', authorization: 'Bearer ' + jwt, 'x-msh-platform': 'web' },
          body: JSON.stringify({ chatId: chatId, messageIds: messageIds }) });
        var j = await res.json();
        if (!j.shareId) throw new Error(j.message || 'share');
        field.value = location.origin + BASE + '/share/' + j.shareId;
        try { navigator.clipboard.writeText(field.value); } catch (e) {}
        toast('链接已复制');
      } catch (e) { field.value = '生成链接失败'; }
    };
  }

  var MESSAGES = { unavailable: '当前使用人数较多，请稍后再试', resource_exhausted: '请求过于频繁，请稍后再试' };

  async function post(json, jwt) {
    var sign = await window.__sbxSign(CFG.pageKey, new URL(BASE + CFG.chatPath, location.href).pathname, json);
    return fetch(BASE + CFG.chatPath, {
      method: 'POST',
      headers: { 'content-type': 'application/connect+json', 'connect-protocol-version': '1', authorization: 'Bearer ' + jwt,
        'x-msh-platform': 'web', 'x-msh-device-id': deviceId, 'x-msh-sign': sign, 'r-timezone': 'Asia/Shanghai' },
      body: frame(json),
      signal: controller.signal,
    });
  }

  async function send() {
    var prompt = text();
    if (!prompt.trim() || busy) return;
    busy = true;
    editor.textContent = '';
    updateSend();
    userMessage(prompt);
    var el = assistantMessage();
    var conv = new Conversation();
    controller = new AbortController();
    var request = { scenario: 'SCENARIO_K2', message: { role: 'user', blocks: [{ message_id: '', text: { content: prompt } }], scenario: 'SCENARIO_K2' },
      options: { thinking: switches.thinking, reasoning_effort: switches.thinking ? 'high' : 'none' } };
    if (switches.search) request.tools = [{ type: 'TOOL_TYPE_SEARCH' }];
    if (chatId) request.chat_id = chatId;
    var json = JSON.stringify(request);
    try {
      var jwt = await accessToken();
      if (!jwt) { el.remove(); showLoginWall(); return; }
      var res = await post(json, jwt);
      if (res.status === 403 && (res.headers.get('content-type') || '').indexOf('html') >= 0) { el.remove(); showChallenge(); return; }
      if ((res.headers.get('content-type') || '').indexOf('connect+json') < 0) {
        var j = await res.json().catch(function () { return {}; });
        if (j.code === 'unauthenticated') { el.remove(); showLoginWall(); return; }
        throw new Error(j.message || 'error');
      }
      var reader = res.body.getReader();
      var frames = new FrameReader();
      var paint = kit.painter(function () { render(el, conv, true); });
      for (;;) {
        var chunk = await reader.read();
        if (chunk.done) break;
        frames.push(chunk.value).forEach(function (f) {
          if (f.flags & 2) { if (f.payload && f.payload.error) conv.error = f.payload.error; return; }
          if (!f.payload) return;
          conv.apply(f.payload);
          if (conv.chat.id) chatId = conv.chat.id;
          paint();
        });
      }
      if (conv.error) {
        if (conv.error.code === 'unauthenticated') {
          // the JWT lapsed between the check and the gateway: one refresh, then the wall
          if (await refresh()) { el.querySelector('.markdown').innerHTML = ''; showError(el, '登录状态已刷新，请重新发送'); return; }
          el.remove(); showLoginWall(); return;
        }
        el.querySelector('.markdown').innerHTML = '';
        showError(el, MESSAGES[conv.error.code] || '出错了，请稍后重试');
        return;
      }
      render(el, conv, false);
      renderActions(el, conv, prompt);
      addHistory(conv.chat.name || prompt);
    } catch (e) {
      if (e && e.name === 'AbortError') { render(el, conv, false); showError(el, '已停止输出'); }
      else showError(el, '出错了，请稍后重试');
    } finally {
      busy = false;
      controller = null;
      updateSend();
    }
  }

  function addHistory(title) { kit.historyItem($('history'), 'history-item', title, 24); }
})();
`;
