// The replica's chat app: browser JS kept as a string (no backticks or dollar-brace inside).
// It behaves like chat.deepseek.com: token in localStorage, users/current check, chat session,
// proof-of-work, completion stream of JSON patches applied to a response object, progressive
// rendering, stop button, sources panel, share dialog; a `+` sheet for the toggles on phones.
export const DEEPSEEK_APP_JS = String.raw`
(async function () {
  var CFG = window.__DS__;
  var BASE = CFG.base;
  var $ = function (id) { return document.getElementById(id); };
  var esc = window.__md.esc;
  var kit = window.__page;
  var ICON = window.__ICONS__;

  function readToken() {
    try { var v = JSON.parse(localStorage.getItem('userToken') || 'null'); return v && v.value ? v.value : null; } catch (e) { return null; }
  }
  if (!readToken() && CFG.provisionToken) {
    localStorage.setItem('userToken', JSON.stringify({ value: CFG.provisionToken, __version: '0' }));
    if (!localStorage.getItem('ds_toggles')) localStorage.setItem('ds_toggles', JSON.stringify(CFG.defaultToggles));
  }
  var token = readToken();
  function toSignIn() { localStorage.removeItem('userToken'); location.replace(BASE + '/sign_in'); }
  if (!token) { toSignIn(); return; }
  var auth = { authorization: 'Bearer ' + token, 'x-client-platform': 'web', 'x-app-version': '20241129.1' };
  try {
    var me = await (await fetch(BASE + '/api/v0/users/current', { headers: auth })).json();
    if (me.code !== 0) { toSignIn(); return; }
  } catch (e) { toSignIn(); return; }

  var mobile = CFG.mobile || window.matchMedia('(max-width: 767px)').matches;
  if (mobile) document.body.classList.add('is-mobile');

  // desktop: pill buttons; phone: checkbox items in the + sheet
  var toggles = kit.toggles({
    storageKey: 'ds_toggles',
    initial: { thinking: false, search: false },
    controls: '.ds-toggle-button, [role=menuitemcheckbox]',
    show: function (el, on) {
      if (el.classList.contains('ds-toggle-button')) el.classList.toggle('ds-toggle-button--selected', on);
      else el.setAttribute('aria-checked', on ? 'true' : 'false');
    },
  });

  var sheet = $('tool-sheet');
  kit.sheet(sheet, $('plus-btn'), $('tool-sheet-backdrop'));
  kit.escape('ds-modal-overlay', sheet);

  var input = $('chat-input');
  var sendBtn = $('send-btn');
  var thread = $('thread');
  var scrollArea = $('scroll-area');
  var busy = false;
  var controller = null;
  var sessionId = null;
  var parentId = null;
  var lastPrompt = '';

  function updateSend() {
    if (busy) { sendBtn.setAttribute('aria-label', '停止生成'); sendBtn.classList.add('_s0p9'); sendBtn.setAttribute('aria-disabled', 'false'); sendBtn.innerHTML = ICON.stop; return; }
    sendBtn.classList.remove('_s0p9');
    sendBtn.setAttribute('aria-label', '发送');
    sendBtn.innerHTML = ICON.up;
    sendBtn.setAttribute('aria-disabled', input.value.trim() ? 'false' : 'true');
  }
  input.addEventListener('input', updateSend);
  kit.enterSends(input, send, mobile);
  sendBtn.addEventListener('click', function () {
    if (busy) { if (controller) controller.abort(); return; }
    send();
  });
  $('new-chat').addEventListener('click', function () { location.href = BASE + '/'; });
  updateSend();
  $('root').dataset.ready = 'true';

  var toast = kit.toaster('_toast');
  function scrollDown() { scrollArea.scrollTop = scrollArea.scrollHeight; }

  async function api(path, body) {
    var res = await fetch(BASE + path, { method: 'POST', headers: Object.assign({ 'content-type': 'application/json' }, auth), body: JSON.stringify(body || {}) });
    var json = await res.json();
    if (json.code === 40003 || json.code === 40002) { showLoginWall(); throw new Error('login'); }
    if (json.code !== 0 || !json.data || json.data.biz_code !== 0) throw new Error((json.data && json.data.biz_msg) || json.msg || 'error');
    return json.data.biz_data;
  }

  async function solvePow(ch) {
    var enc = new TextEncoder();
    var prefix = ch.challenge + ch.salt + '_' + ch.expire_at + '_';
    for (var n = 0; n < ch.difficulty * 64; n++) {
      var d = new Uint8Array(await crypto.subtle.digest('SHA-256', enc.encode(prefix + n)));
      if (d[0] === 0) {
        return btoa(JSON.stringify({ algorithm: ch.algorithm, challenge: ch.challenge, salt: ch.salt, answer: n, signature: ch.signature, target_path: ch.target_path }));
      }
    }
    throw new Error('pow');
  }

  function modal(html, closable) { return kit.modal('ds-modal-overlay', html, closable); }
  function showLoginWall() {
    if (document.querySelector('[data-login-wall]')) return;
    var o = modal('<div class="ds-modal" role="dialog" aria-modal="true" aria-label="登录已过期"><div class="_mt1">登录已过期</div>' +
      '<div class="_mb2">您的登录状态已失效，请重新登录后继续使用。</div><div class="_mf3"><div role="button" class="_pb4" id="relogin">去登录</div></div></div>', false);
    o.setAttribute('data-login-wall', '1');
    o.querySelector('#relogin').addEventListener('click', toSignIn);
    setTimeout(toSignIn, 1500);
  }
  function showChallenge() {
    modal('<div class="_cf9a2" role="dialog" aria-modal="true" aria-label="安全验证"><div class="_cft">请完成安全验证</div>' +
      '<div class="_cfs">为保障您的账号安全，请先完成下方验证</div>' +
      '<div class="_sl1"><div class="_kn2" role="slider" aria-label="向右拖动滑块完成验证" aria-valuenow="0" tabindex="0"></div>向右拖动滑块完成验证</div></div>', false);
  }

  // ---- the response object, built from the stream's JSON patches ----
  function resolve(obj, seg) {
    if (Array.isArray(obj) && /^-?\d+$/.test(seg)) { var i = Number(seg); return i < 0 ? obj.length + i : i; }
    return seg;
  }
  function applyAt(target, path, op, v) {
    var segs = path ? path.split('/') : [];
    if (!segs.length) { if (op === 'BATCH') { v.forEach(function (it) { applyAt(target, it.p, it.o || 'SET', it.v); }); } else if (v && typeof v === 'object') Object.assign(target, v); return; }
    var parent = target;
    for (var i = 0; i < segs.length - 1; i++) {
      var k = resolve(parent, segs[i]);
      if (parent[k] == null) parent[k] = /^\d+$/.test(segs[i + 1]) ? [] : {};
      parent = parent[k];
    }
    var key = resolve(parent, segs[segs.length - 1]);
    if (op === 'BATCH') {
      var node = parent[key];
      v.forEach(function (it) { applyAt(node, it.p, it.o || 'SET', it.v); });
    } else if (op === 'APPEND') {
      if (Array.isArray(parent[key])) parent[key].push.apply(parent[key], Array.isArray(v) ? v : [v]);
      else if (typeof parent[key] === 'string') parent[key] += v;
      else parent[key] = v;
    } else parent[key] = v;
  }

  function userMessage(text) {
    $('welcome').hidden = true;
    kit.row(thread, '_9663006', '<div class="_u7b1"></div>', text);
  }
  function assistantMessage() {
    return kit.row(thread, '_4f9bf79', '<div class="_av3c">D</div><div class="_b0d1y"><div class="_x2s"></div><div class="_x3t"></div>' +
      '<div class="ds-markdown ds-markdown--block"></div><div class="_x4e"></div><div class="_x5f"></div></div>');
  }

  // current sites put results on the SEARCH fragment; older ones at response.search_results
  function resultsOf(r) {
    var search = (r.fragments || []).filter(function (f) { return f.type === 'SEARCH'; })[0];
    return (search && search.results && search.results.length ? search.results : r.search_results) || [];
  }
  function sourceFor(state, n) {
    var list = resultsOf(state.response || {});
    for (var i = 0; i < list.length; i++) if (list[i].cite_index === n) return list[i];
    return list[n - 1] || null;
  }
  function fmtDate(sec) {
    if (!sec) return '';
    var d = new Date(sec * 1000);
    return d.getFullYear() + '/' + String(d.getMonth() + 1).padStart(2, '0') + '/' + String(d.getDate()).padStart(2, '0');
  }
  function renderSources(list) {
    $('sources-list').innerHTML = list.map(function (s, i) {
      return '<a class="_srcitem" href="' + esc(s.url) + '" target="_blank" rel="noreferrer">' +
        '<div class="_srcmeta"><span class="_srcicon" data-icon="' + esc(s.site_icon || '') + '">' + esc((s.site_name || '?').slice(0, 1)) + '</span>' +
        '<span class="_srcsite">' + esc(s.site_name || '') + '</span><span class="_srcdate">' + fmtDate(s.published_at) + '</span>' +
        '<span class="_srcidx">' + (s.cite_index || i + 1) + '</span></div>' +
        '<div class="_srctitle">' + esc(s.title || '') + '</div><div class="_srcsnip">' + esc(s.snippet || '') + '</div></a>';
    }).join('');
  }
  $('sources-close').addEventListener('click', function () { $('sources-panel').hidden = true; });

  function renderState(el, state, streaming) {
    var r = state.response || {};
    var frags = r.fragments || [];
    var search = frags.filter(function (f) { return f.type === 'SEARCH'; })[0];
    var think = frags.filter(function (f) { return f.type === 'THINK'; });
    var answer = frags.filter(function (f) { return f.type === 'RESPONSE'; }).map(function (f) { return f.content || ''; }).join('');
    var s = el.querySelector('._x2s');
    if (search) {
      var results = resultsOf(r);
      s.innerHTML = '<div class="_2c9e1b4" role="button" tabindex="0">' + (results.length ? '已搜索到 ' + results.length + ' 个网页 ›' : (search.status === 'FINISHED' ? '未找到相关网页' : '正在搜索…')) + '</div>';
      if (results.length) {
        renderSources(results);
        s.firstChild.onclick = function () { renderSources(resultsOf(r)); $('sources-panel').hidden = false; };
      }
    }
    var t = el.querySelector('._x3t');
    if (think.length) {
      var text = think.map(function (f) { return f.content || ''; }).join('');
      var done = think[think.length - 1].elapsed_secs != null;
      if (!t.firstChild) {
        t.innerHTML = '<div class="_48edb25"><div class="_5255ff8" role="button" tabindex="0"></div><div class="e1675d8b ds-think-content"></div></div>';
        var body = t.querySelector('.e1675d8b');
        t.querySelector('._5255ff8').onclick = function () { body.hidden = !body.hidden; };
      }
      t.querySelector('._5255ff8').textContent = done ? '已深度思考（用时 ' + Math.round(think[think.length - 1].elapsed_secs) + ' 秒）' : '思考中…';
      t.querySelector('.e1675d8b').textContent = text;
    }
    el.querySelector('.ds-markdown').innerHTML = window.__md.render(answer, function (n) { return sourceFor(state, n); });
    if (streaming) scrollDown();
  }

  function renderDone(el, state, prompt, messageId) {
    var r = state.response || {};
    var fq = (r.follow_up_questions || []);
    var f = el.querySelector('._x4e');
    if (fq.length) {
      f.innerHTML = '<div class="_0d8e1c3">' + fq.map(function (q) { return '<div role="button" tabindex="0" class="_fq0b2">' + esc(q) + '</div>'; }).join('') + '</div>';
      f.querySelectorAll('._fq0b2').forEach(function (b) { b.onclick = function () { input.value = b.textContent; updateSend(); send(); }; });
    }
    var a = el.querySelector('._x5f');
    a.innerHTML = '<div class="_965abe9">' +
      '<div role="button" tabindex="0" class="ds-icon-button" aria-label="复制" title="复制">' + ICON.copy + '</div>' +
      '<div role="button" tabindex="0" class="ds-icon-button" aria-label="重新生成" title="重新生成">' + ICON.regen + '</div>' +
      '<div role="button" tabindex="0" class="ds-icon-button" aria-label="喜欢" title="喜欢">' + ICON.like + '</div>' +
      '<div role="button" tabindex="0" class="ds-icon-button" aria-label="不喜欢" title="不喜欢">' + ICON.dislike + '</div>' +
      '<div role="button" tabindex="0" class="ds-icon-button" aria-label="分享" title="分享">' + ICON.share + '</div></div>';
    var btns = a.querySelectorAll('.ds-icon-button');
    btns[0].onclick = function () { try { navigator.clipboard.writeText(el.querySelector('.ds-markdown').innerText); } catch (e) {} toast('已复制'); };
    btns[1].onclick = function () { input.value = prompt; updateSend(); send(); };
    btns[4].onclick = function () { openShare(prompt, el, messageId); };
  }

  async function openShare(prompt, el, messageId) {
    var preview = el.querySelector('.ds-markdown').innerText.slice(0, 120);
    var o = modal('<div class="ds-modal" role="dialog" aria-modal="true" aria-label="分享对话"><div class="_mt1"><span>分享对话</span>' +
      '<span role="button" tabindex="0" aria-label="关闭" class="ds-icon-button _cls">' + ICON.close + '</span></div>' +
      '<div class="_mb2"><b></b><div class="_pv"></div></div>' +
      '<div class="_mf3 ds-modal-footer"><input readonly aria-label="分享链接" value="正在生成链接…"><div role="button" tabindex="0" class="_pb4">复制链接</div></div></div>', true);
    o.querySelector('b').textContent = prompt;
    o.querySelector('._pv').textContent = preview + '…';
    o.querySelector('._cls').onclick = function () { o.remove(); };
    var field = o.querySelector('input');
    o.querySelector('._pb4').onclick = function () {
      try { navigator.clipboard.writeText(field.value); } catch (e) {}
      toast('链接已复制');
    };
    try {
      var data = await api('/api/v0/share/create', { chat_session_id: sessionId, message_ids: [messageId - 1, messageId] });
      field.value = location.origin + BASE + '/share/' + data.share_id;
    } catch (e) { field.value = '生成链接失败'; }
  }

  async function send() {
    var prompt = input.value;
    if (!prompt.trim() || busy) return;
    sheet.hidden = true;
    busy = true;
    lastPrompt = prompt;
    input.value = '';
    updateSend();
    userMessage(prompt);
    var el = assistantMessage();
    var state = {};
    var messageId = null;
    controller = new AbortController();
    try {
      if (!sessionId) sessionId = (await api('/api/v0/chat_session/create', { agent: 'chat' })).id;
      var ch = (await api('/api/v0/chat/create_pow_challenge', { target_path: '/api/v0/chat/completion' })).challenge;
      var pow = await solvePow(ch);
      var res = await fetch(BASE + '/api/v0/chat/completion', {
        method: 'POST',
        headers: Object.assign({ 'content-type': 'application/json', 'x-ds-pow-response': pow }, auth),
        body: JSON.stringify({ chat_session_id: sessionId, parent_message_id: parentId, prompt: prompt, ref_file_ids: [], thinking_enabled: toggles.thinking, search_enabled: toggles.search }),
        signal: controller.signal,
      });
      if (res.status === 403 && res.headers.get('cf-mitigated') === 'challenge') { el.remove(); showChallenge(); return; }
      if ((res.headers.get('content-type') || '').indexOf('text/event-stream') < 0) {
        var j = await res.json();
        if (j.code === 40003 || j.code === 40002) { el.remove(); showLoginWall(); return; }
        throw new Error(j.msg || 'error');
      }
      var last = { p: undefined };
      var failed = null;
      var schedule = kit.painter(function () { renderState(el, state, true); });
      await kit.readText(res, 'records', function (block) {
        var rec = kit.sseRecord(block);
        if (!rec) return;
        var name = rec.event;
        var v;
        try { v = JSON.parse(rec.data); } catch (e) { return; }
        if (name === 'ready') { messageId = v.response_message_id; parentId = v.response_message_id; return; }
        if (name === 'hint') { if (v.type === 'error') failed = v.content || '出错了'; return; }
        if (name) return;
        var p = v.p !== undefined ? v.p : last.p;
        last.p = p;
        var op = v.o || (typeof v.v === 'string' ? 'APPEND' : 'SET');
        applyAt(state, p || '', op, v.v);
        schedule();
      });
      if (failed) {
        el.querySelector('.ds-markdown').innerHTML = '';
        el.querySelector('._x5f').innerHTML = '<div class="_err5c1">' + esc(failed) + '</div>';
        return;
      }
      renderState(el, state, false);
      renderDone(el, state, prompt, messageId);
      addHistory(prompt);
    } catch (e) {
      if (e && e.name === 'AbortError') { renderState(el, state, false); el.querySelector('._x5f').innerHTML = '<div class="_err5c1">已停止生成</div>'; }
      else if (!(e && e.message === 'login')) { el.querySelector('._x5f').innerHTML = '<div class="_err5c1">网络错误，请稍后重试</div>'; }
    } finally {
      busy = false;
      controller = null;
      updateSend();
    }
  }

  function addHistory(prompt) { kit.historyItem($('history'), '_h1e0b3', prompt, 24); }
})();
`;
