// The replica's chat app: browser JS kept as a string (no backticks or dollar-brace inside).
// It behaves like www.qianwen.com: the login ticket is a cookie the page never sees, the page
// checks the user, signs every chat request (bx-ua over path, query and body; XSRF double
// submit), reads the `/api/v2/chat` snapshot stream and renders it progressively — the answer
// REPLACED by each snapshot, reasoning steps by `source_seq`, the search bar, sources panel,
// video or goods cards, follow-ups — with a stop button, share dialog, and on phones a `+`
// sheet for the feature switches.
export const QIANWEN_APP_JS = String.raw`
(async function () {
  var CFG = window.__QW__;
  var BASE = CFG.base;
  var ICON = CFG.icons;
  var $ = function (id) { return document.getElementById(id); };
  var esc = window.__md.esc;
  var kit = window.__page;
  var mobile = CFG.mobile || window.matchMedia('(max-width: 767px)').matches;
  if (mobile) { document.body.classList.add('is-mobile'); document.getElementById('chat-input').placeholder = '向千问提问'; }

  function hex(n) { var a = new Uint8Array(n); crypto.getRandomValues(a); return Array.prototype.map.call(a, function (b) { return ('0' + b.toString(16)).slice(-2); }).join(''); }
  function nonce() { var s = 'abcdefghijklmnopqrstuvwxyz0123456789', a = new Uint8Array(12), o = ''; crypto.getRandomValues(a); for (var i = 0; i < 12; i++) o += s[a[i] % 36]; return o; }
  var ut = localStorage.getItem('qw_ut');
  if (!ut) { ut = hex(16); localStorage.setItem('qw_ut', ut); }
  var headers = function () { return { 'x-platform': 'pc_tongyi', 'x-deviceid': ut, 'x-xsrf-token': kit.cookie('XSRF-TOKEN') }; };

  function modal(html, cls, closable) {
    return kit.modal('qw-mask', '<div class="qw-dialog ' + (cls || '') + '" role="dialog" aria-modal="true">' + html + '</div>', closable);
  }
  function showLoginWall(expired) {
    if (document.querySelector('[data-login-wall]')) return;
    var m = modal('<h3>' + (expired ? '登录已过期' : '登录千问') + '</h3><p>' + (expired ? '您的登录状态已失效，请重新登录后继续使用。' : '登录后即可使用全部功能') + '</p>' +
      '<div class="qw-tabs"><span class="on">扫码登录</span><span>手机号登录</span></div><div class="qw-qr"></div>' +
      '<input id="login-phone" placeholder="请输入手机号" autocomplete="tel"><div class="qw-row"><button type="button" class="qw-btn" id="login-go">登录</button></div>', 'qw-login', false);
    m.setAttribute('data-login-wall', '1');
    m.querySelector('#login-go').addEventListener('click', async function () {
      var r = await (await fetch(BASE + '/api/v2/user/login', { method: 'POST', headers: Object.assign({ 'content-type': 'application/json' }, headers()), body: JSON.stringify({ phone: m.querySelector('#login-phone').value }) })).json();
      if (r.success) location.reload();
    });
  }
  function showChallenge() {
    if (document.querySelector('.baxia-dialog')) return;
    modal('<h3>安全验证</h3><p>哎哟喂,被挤爆啦,请稍后重试。为保障您的账号安全，请先完成验证</p>' +
      '<div class="nc"><span id="nc_1_n1z" role="slider" aria-label="滑块" aria-valuenow="0" tabindex="0"></span>请按住滑块，拖动到最右边</div>', 'baxia-dialog', false);
  }
  var toast = kit.toaster('qw-toast');

  try {
    var info = await (await fetch(BASE + '/api/v2/user/info', { headers: headers() })).json();
    if (!info.success) { showLoginWall(info.error_code === 40101); return; }
  } catch (e) { showLoginWall(false); return; }

  // ---- feature chips (desktop) and switches (phone sheet): one state ----
  var KEY = { deepThink: 'thinking', webSearch: 'search' };
  var toggles = kit.toggles({
    storageKey: 'qw_features',
    initial: CFG.defaultToggles,
    controls: '[data-log-params]',
    keyOf: function (el) { try { return KEY[JSON.parse(el.getAttribute('data-log-params')).c]; } catch (e) { return null; } },
    show: function (el, on) {
      if (el.getAttribute('role') === 'switch') el.setAttribute('aria-checked', String(on));
      else { el.setAttribute('aria-pressed', String(on)); el.classList.toggle('qw-selected', on); }
    },
  });
  var sheet = $('sheet');
  kit.sheet(sheet, document.querySelector('.qw-plus'), $('sheet-bk'));
  kit.escape('qw-mask', sheet);

  var input = $('chat-input');
  var sendBtn = $('send-btn');
  var thread = $('thread');
  var scroll = $('scroll');
  var busy = false;
  var controller = null;
  var sessionId = hex(16);
  var parentReqId = '0';

  function updateSend() {
    if (busy) {
      sendBtn.setAttribute('data-icon-type', 'qwpcicon-stop'); sendBtn.setAttribute('aria-label', '停止生成');
      sendBtn.classList.add('stop'); sendBtn.setAttribute('aria-disabled', 'false'); sendBtn.innerHTML = ICON.stop;
      return;
    }
    sendBtn.setAttribute('data-icon-type', 'qwpcicon-sendChat'); sendBtn.setAttribute('aria-label', '发送');
    sendBtn.classList.remove('stop'); sendBtn.innerHTML = ICON.send;
    sendBtn.setAttribute('aria-disabled', input.value.trim() ? 'false' : 'true');
  }
  input.addEventListener('input', updateSend);
  kit.enterSends(input, send, mobile);
  sendBtn.addEventListener('click', function () { if (busy) { if (controller) controller.abort(); return; } send(); });
  $('new-chat').addEventListener('click', function () { location.href = BASE + '/'; });
  $('refs-close').addEventListener('click', function () { $('refs').hidden = true; });
  updateSend();
  $('app').dataset.ready = 'true';

  // ---- rendering one answer from the stream state ----
  function native(text) { return String(text || '').replace(/\[\u02c6(\d+(?:\s*,\s*\d+)*)\]/g, function (m, list) { return list.split(',').map(function (n) { return '[citation:' + n.trim() + ']'; }).join(''); }); }
  function answerEl() {
    return kit.row(thread, 'qw-a', '<div class="qw-s"></div><div class="qw-t"></div><div class="message-content answer-content"><div class="markdown-body markdown"></div></div>' +
      '<div class="qw-cards" hidden></div><div class="qw-acts"></div><div class="recommend-query"></div>');
  }
  function refList(st) { return Object.keys(st.refs).map(function (k) { return st.refs[k]; }).sort(function (a, b) { return a.index - b.index; }); }
  function renderRefs(list) {
    $('refs-list').innerHTML = list.map(function (r) {
      return '<a class="qw-ref" href="' + esc(r.url) + '" target="_blank" rel="noreferrer"><div class="rm"><span class="ri">' + esc((r.site || '?').slice(0, 1)) + '</span><span>' + esc(r.site || '') + '</span><span>' + esc(r.date || '') + '</span><span class="rn">' + r.index + '</span></div>' +
        '<div class="rt">' + esc(r.title || '') + '</div><div class="rs">' + esc(r.snippet || '') + '</div></a>';
    }).join('');
  }
  function render(el, st) {
    var s = el.querySelector('.qw-s');
    if (st.search) {
      var refs = refList(st);
      s.innerHTML = '<div class="qw-bar" role="button" tabindex="0">' + ICON.search + '<span>' + esc(st.search.title || '正在搜索') + '</span>' + (refs.length ? ICON.chevron : '') + '</div>';
      s.firstChild.onclick = function () { renderRefs(refList(st)); $('refs').hidden = false; };
    }
    // the sources panel is filled as soon as sources arrive; the search bar only opens it
    if (Object.keys(st.refs).length) renderRefs(refList(st));
    var seqs = Object.keys(st.steps).sort(function (a, b) { return Number(a) - Number(b); });
    if (seqs.length) {
      var t = el.querySelector('.qw-t');
      if (!t.firstChild) {
        t.innerHTML = '<div class="thinking-content"><div class="qw-bar" role="button" tabindex="0"></div><div class="qw-steps markdown-body"></div></div>';
        var steps = t.querySelector('.qw-steps');
        t.querySelector('.qw-bar').onclick = function () { steps.hidden = !steps.hidden; };
      }
      t.querySelector('.qw-bar').innerHTML = ICON.think + '<span>' + (st.thinkingDone ? '已深度思考' : '深度思考中…') + '</span>';
      t.querySelector('.qw-steps').innerHTML = seqs.map(function (k) {
        var x = st.steps[k];
        return '<div class="qw-step-t">' + esc(x.title) + '</div><div class="qw-step-b">' + esc(x.body) + '</div>';
      }).join('');
    }
    el.querySelector('.answer-content .markdown-body').innerHTML = window.__md.render(native(st.answer), function (n) { return st.refs['i' + n] || null; });
    var cards = el.querySelector('.qw-cards');
    if (st.videos.length) {
      cards.hidden = false;
      cards.innerHTML = st.videos.map(function (v) {
        var d = Math.round(v.duration || 0);
        var clock = ('0' + Math.floor(d / 60)).slice(-2) + ':' + ('0' + (d % 60)).slice(-2);
        return '<a class="qw-video" href="' + esc(v.url) + '" target="_blank" rel="noreferrer" data-vid="' + esc(v.vid) + '"><div class="cv"><span>' + clock + '</span></div>' +
          '<div class="vt">' + esc(v.title) + '</div><div class="va">' + esc(v.source_name) + ' · ' + esc(v.author) + '</div></a>';
      }).join('');
    } else if (st.goods.length) {
      cards.hidden = false;
      cards.innerHTML = st.goods.map(function (g) {
        return '<a class="qw-goods" href="' + esc(g.url) + '" target="_blank" rel="noreferrer" data-item="' + esc(g.item_id) + '"><div class="gp"></div>' +
          '<div class="gt">' + esc(g.title) + '</div><div class="gr">' + esc(g.currency) + esc(g.price) + '<small>' + esc(g.mall) + '</small></div></a>';
      }).join('');
    }
    scroll.scrollTop = scroll.scrollHeight;
  }
  function renderDone(el, st, prompt, reqId) {
    if (st.recommend.length) {
      var r = el.querySelector('.recommend-query');
      r.innerHTML = st.recommend.map(function (q) { return '<div role="button" tabindex="0">' + esc(q) + '</div>'; }).join('');
      r.querySelectorAll('[role=button]').forEach(function (b, i) { b.onclick = function () { input.value = st.recommend[i]; updateSend(); send(); }; });
    }
    var a = el.querySelector('.qw-acts');
    a.innerHTML = '<button type="button" data-icon-type="qwpcicon-copy" aria-label="复制">' + ICON.copy + '</button>' +
      '<button type="button" data-icon-type="qwpcicon-refresh" aria-label="重新生成">' + ICON.regen + '</button>' +
      '<button type="button" data-icon-type="qwpcicon-share" aria-label="分享">' + ICON.share + '</button>' +
      '<button type="button" data-icon-type="qwpcicon-like" aria-label="喜欢">' + ICON.like + '</button>' +
      '<button type="button" data-icon-type="qwpcicon-dislike" aria-label="不喜欢">' + ICON.dislike + '</button>';
    var b = a.querySelectorAll('button');
    b[0].onclick = function () { try { navigator.clipboard.writeText(el.querySelector('.markdown-body').innerText); } catch (e) {} toast('已复制'); };
    b[1].onclick = function () { input.value = prompt; updateSend(); send(); };
    b[2].onclick = function () { openShare(el, prompt, reqId); };
  }
  // like the site: the dialog previews the conversation; the link exists once the user creates it
  function openShare(el, prompt, reqId) {
    var m = modal('<h3>分享对话</h3><p class="qw-pv"></p><input readonly aria-label="分享链接" placeholder="创建后生成分享链接" value="">' +
      '<div class="qw-row"><button type="button" class="qw-btn ghost" data-icon-type="qwpcicon-close">取消</button><button type="button" class="qw-btn" aria-label="创建并复制链接">创建并复制链接</button></div>', 'qw-share', true);
    m.querySelector('.qw-pv').textContent = prompt;
    var field = m.querySelector('input');
    var go = m.querySelector('[aria-label="创建并复制链接"]');
    m.querySelector('.ghost').onclick = function () { m.remove(); };
    go.onclick = async function () {
      if (!field.value) {
        try {
          var res = await (await fetch(BASE + '/api/v1/share/create', { method: 'POST', headers: Object.assign({ 'content-type': 'application/json' }, headers()), body: JSON.stringify({ session_id: sessionId, req_ids: [reqId] }) })).json();
          if (!res.success) throw new Error(res.error_msg);
          field.value = location.origin + BASE + '/share?shareId=' + res.data.shareId;
          go.textContent = '复制链接';
        } catch (e) { toast('生成链接失败'); return; }
      }
      try { navigator.clipboard.writeText(field.value); } catch (e) {}
      toast('链接已复制');
    };
  }

  // ---- one record of the stream into the state: snapshots replace, steps by source_seq ----
  function apply(st, ev, rec) {
    if (ev === 'complete') { st.finished = true; return; }
    if (!rec || typeof rec !== 'object') return;
    if (rec.error_code && rec.error_code !== '0') { st.error = { code: rec.error_code, msg: rec.error_msg || '出错了，请稍后重试' }; return; }
    var d = rec.data;
    if (!d) return;
    (d.messages || []).forEach(function (msg) {
      var items = (msg.meta_data && msg.meta_data.multi_load) || [];
      if (msg.mime_type === 'multi_load/iframe') {
        var inline = items.filter(function (i) { return typeof i.content === 'string'; })[0];
        var snap = msg.content || (inline && inline.content) || '';
        if (snap) st.answer = snap;
      }
      items.forEach(function (it) {
        var c = it.content || {};
        if (it.type === 'bar_thinking') { st.steps[it.source_seq] = { title: c.title || '', body: c.body || '' }; st.thinkingDone = c.status === 'finished'; }
        else if (it.type === 'bar_search') st.search = c;
        else if (it.type === 'ref_source_inline') (c.list || []).forEach(function (r) { st.refs['i' + r.index] = r; });
        else if (it.type === 'video_card') st.videos = c.list || [];
        else if (it.type === 'goods_card') st.goods = c.list || [];
        else if (it.type === 'recommend_query') st.recommend = c.list || [];
      });
    });
    if (d.sse_end === '1') st.finished = true;
  }

  async function send() {
    var prompt = input.value;
    if (!prompt.trim() || busy) return;
    sheet.hidden = true;
    busy = true;
    input.value = '';
    updateSend();
    $('welcome').hidden = true;
    kit.row(thread, 'qw-q', '<div></div>', prompt);
    var el = answerEl();
    var st = { answer: '', steps: {}, search: null, refs: {}, videos: [], goods: [], recommend: [], finished: false, error: null, thinkingDone: false };
    var reqId = hex(16);
    controller = new AbortController();
    try {
      var flags = { search: toggles.search ? '1' : '0', thinking: toggles.thinking ? '1' : '0' };
      var body = JSON.stringify({
        req_id: reqId, session_id: sessionId, parent_req_id: parentReqId, model: 'Qwen3', scene: 'chat', sub_scene: 'chat', temporary: false,
        messages: [{ content: prompt, mime_type: 'text/plain', meta_data: { ori_query: prompt } }],
        from: 'default', deep_search: flags.search,
        scene_param: { turn: parentReqId === '0' ? 'first_turn' : 'multi_turn', search: flags.search, thinking: flags.thinking },
        biz_id: 'ai_qwen', chat_client: 'h5', client_tm: String(Date.now()), protocol_version: 'v2',
      });
      var qs = 'biz_id=ai_qwen&chat_client=h5&device=' + (mobile ? 'h5' : 'pc') + '&fr=' + (mobile ? 'h5' : 'pc') + '&pr=qwen&ut=' + ut +
        '&la=zh_CN&tz=Asia%2FShanghai&nonce=' + nonce() + '&timestamp=' + Date.now();
      var path = BASE + '/api/v2/chat?' + qs;
      var sig = await window.__sbxSign(CFG.pageKey, path, body);
      var res = await fetch(path, {
        method: 'POST',
        headers: Object.assign({ 'content-type': 'application/json', accept: 'text/event-stream', 'bx-ua': '231!' + sig, 'bx-v': '2.5.31' }, headers()),
        body: body,
        signal: controller.signal,
      });
      if (res.headers.get('bxpunish') === '1') { el.remove(); showChallenge(); return; }
      if ((res.headers.get('content-type') || '').indexOf('text/event-stream') < 0) {
        var j = await res.json().catch(function () { return {}; });
        if (j.error_code === 40100 || j.error_code === 40101) { el.remove(); showLoginWall(true); return; }
        throw new Error(j.error_msg || '出错了，请稍后重试');
      }
      parentReqId = reqId;
      var ev = null;
      var schedule = kit.painter(function () { render(el, st); });
      await kit.readText(res, 'lines', function (l) {
        if (l === '') { ev = null; return; }
        if (l.indexOf('event:') === 0) { ev = l.slice(6).trim(); return; }
        if (l.indexOf('data:') !== 0) return;
        var v;
        try { v = JSON.parse(l.slice(5)); } catch (e) { return; }
        apply(st, ev, v);
        schedule();
      });
      if (st.error) {
        if (String(st.error.code) === '40101' || String(st.error.code) === '40100') { el.remove(); showLoginWall(true); return; }
        el.querySelector('.answer-content .markdown-body').innerHTML = '';
        el.querySelector('.qw-acts').innerHTML = '<div class="qw-err">' + esc(st.error.msg) + '</div>';
        return;
      }
      render(el, st);
      renderDone(el, st, prompt, reqId);
      kit.historyItem($('history'), '', prompt, 24);
    } catch (e) {
      if (e && e.name === 'AbortError') { render(el, st); el.querySelector('.qw-acts').innerHTML = '<div class="qw-err">已停止生成</div>'; }
      else el.querySelector('.qw-acts').innerHTML = '<div class="qw-err">' + esc((e && e.message) || '网络错误，请稍后重试') + '</div>';
    } finally {
      busy = false;
      controller = null;
      updateSend();
    }
  }
})();
`;
