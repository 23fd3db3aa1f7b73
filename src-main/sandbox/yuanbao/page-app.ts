// The replica's chat app: browser JS kept as a string (no backticks or dollar-brace inside).
// It behaves like yuanbao.tencent.com: the hy_user/hy_token cookie session (login modal when it
// is refused), a Quill-like contenteditable prompt box, dt-button-id toggles whose on-state is
// the `checked` class, conversation create + a chat request the page signs, the mixed data-line
// stream rendered as it arrives, references drawer, cards, share dialog, a tools sheet on phones.
export const YUANBAO_APP_JS = String.raw`
(async function () {
  var CFG = window.__YB__;
  var BASE = CFG.base;
  var $ = function (id) { return document.getElementById(id); };
  var esc = window.__md.esc;
  var kit = window.__page;
  var ICON = CFG.icons;
  var mobile = CFG.mobile || window.matchMedia('(max-width: 767px)').matches;
  if (mobile) document.body.classList.add('is-mobile');

  function modal(html, closable) { return kit.modal('yb-mask', html, closable); }
  function showLoginWall() {
    if (document.querySelector('[data-login-wall]')) return;
    var o = modal('<div class="yb-dialog" role="dialog" aria-modal="true" aria-label="登录"><div class="yb-dialog__title"><span>登录元宝</span></div>' +
      '<div class="yb-dialog__body" style="text-align:center">登录已过期，请重新登录<div class="yb-qr"></div>微信扫码登录<br><span style="font-size:12px;color:#a9aeb8">登录即代表同意用户协议与隐私政策</span></div></div>', false);
    o.setAttribute('data-login-wall', '1');
  }
  function showCaptcha() {
    if ($('tCaptchaDyMainWrap')) return;
    modal('<div id="tCaptchaDyMainWrap" role="dialog" aria-modal="true" aria-label="安全验证"><div style="font-size:15px;margin-bottom:10px">请完成安全验证</div>' +
      '<div class="tc-bg"></div><div class="tc-slider"><div class="tc-knob" role="slider" aria-valuenow="0" tabindex="0"></div>拖动下方滑块完成拼图</div></div>', false);
  }
  var toast = kit.toaster('yb-toast');

  var me = null;
  try {
    var r = await fetch(BASE + '/api/getuserinfo', { credentials: 'include' });
    if (r.status === 200) me = await r.json();
  } catch (e) {}
  if (!me) { showLoginWall(); return; }

  // ---- toggles: remembered per browser profile, like the site ----
  var toggles = kit.toggles({
    storageKey: 'yb_switches',
    initial: { thinking: false, search: true },
    controls: '.yb-switch',
    show: function (el, on) { el.classList.toggle('checked', on); },
  });

  var sheet = $('yb-sheet');
  if (mobile) document.querySelectorAll('.yb-switch').forEach(function (el) { $('yb-sheet-panel').appendChild(el); });
  kit.sheet(sheet, document.querySelector('[dt-button-id="tool_panel"]'), $('yb-sheet-mask'));
  kit.escape('yb-mask', sheet);

  // ---- the prompt box: a contenteditable editor, empty = one <p><br></p> ----
  var editor = document.querySelector('.ql-editor');
  var sendBtn = $('yuanbao-send-btn');
  var stopBtn = document.querySelector('[dt-button-id="stop_generate"]');
  var thread = $('yb-thread');
  var scroller = $('yb-scroll');
  var busy = false;
  var controller = null;
  var conversationId = null;
  var messageIndex = 0;

  function promptText() { return (editor.innerText || '').replace(/\u00a0/g, ' ').replace(/\n+$/, ''); }
  function clearEditor() { editor.innerHTML = '<p><br></p>'; syncEditor(); }
  function syncEditor() {
    var empty = !promptText().trim();
    editor.classList.toggle('ql-blank', empty);
    sendBtn.classList.toggle('disabled', empty);
  }
  editor.addEventListener('input', syncEditor);
  kit.enterSends(editor, send, mobile);
  sendBtn.addEventListener('click', function () { send(); });
  stopBtn.addEventListener('click', function () { if (controller) controller.abort(); });
  $('yb-new-chat').addEventListener('click', function () { location.href = BASE + '/chat/' + CFG.agentId; });
  $('yb-refs-close').addEventListener('click', function () { $('yb-refs').hidden = true; });
  function setBusy(b) {
    busy = b;
    sendBtn.hidden = b;
    stopBtn.hidden = !b;
    if (!b) syncEditor();
  }
  syncEditor();
  $('app').dataset.ready = 'true';

  async function postJson(path, body, extra) {
    return fetch(BASE + path, { method: 'POST', credentials: 'include', headers: Object.assign({ 'content-type': 'application/json', 'x-source': 'web' }, extra || {}), body: JSON.stringify(body) });
  }

  function humanMessage(text) {
    $('yb-welcome').hidden = true;
    kit.row(thread, 'agent-chat__list__item agent-chat__list__item--human', '<div class="agent-chat__bubble--human"></div>', text);
  }
  function aiMessage() {
    return kit.row(thread, 'agent-chat__list__item agent-chat__list__item--ai', '<div class="agent-chat__avatar"></div><div class="agent-chat__bubble--ai"><div class="agent-chat__step" hidden></div>' +
      '<div class="agent-chat__search-guid-tool" hidden></div><div class="yb-reasoner"></div><div class="hyc-common-markdown"></div>' +
      '<div class="agent-chat__cards"></div><div class="agent-chat__foot"></div></div>');
  }

  function renderRefs(docs) {
    $('yb-refs-list').innerHTML = docs.filter(function (d) { return d.url; }).map(function (d) {
      return '<a class="agent-dialogue-references__item" href="' + esc(d.url) + '" target="_blank" rel="noreferrer">' +
        '<div class="agent-dialogue-references__meta"><span class="agent-dialogue-references__idx">' + d.index + '</span><span>' + esc(d.web_site_name || '') + '</span><span>' + esc((d.publish_time || '').slice(0, 10)) + '</span></div>' +
        '<div class="agent-dialogue-references__title">' + esc(d.title || '') + '</div></a>';
    }).join('');
  }
  function docOf(docs, n) {
    for (var i = 0; i < docs.length; i++) if (docs[i].index === n) return docs[i];
    return null;
  }
  // a plugin doc (no url) gets no badge
  function markdownOf(text, docs) {
    var md = text.replace(/\[(\d+(?:\s*,\s*\d+)*)\]\(@ref\)/g, function (m, list) {
      return list.split(',').map(function (n) { return Number(n.trim()); }).filter(function (n) {
        var d = docOf(docs, n);
        return !d || !!d.url;
      }).map(function (n) { return '[citation:' + n + ']'; }).join('');
    });
    return window.__md.render(md, function (n) {
      for (var i = 0; i < docs.length; i++) if (docs[i].index === n && docs[i].url) return docs[i];
      return null;
    }).replace(/class="ds-cite"/g, 'class="hyc-common-markdown__ref"');
  }
  function render(el, st) {
    var step = el.querySelector('.agent-chat__step');
    step.hidden = !st.step || st.docs.length > 0;
    step.textContent = st.step || '';
    var guid = el.querySelector('.agent-chat__search-guid-tool');
    if (st.docs.length) {
      guid.hidden = false;
      if (!guid.firstChild) {
        guid.innerHTML = '<div class="agent-chat__search-guid-tool__source" role="button" tabindex="0"></div>';
        guid.firstChild.onclick = function () { renderRefs(st.docs); $('yb-refs').hidden = false; };
      }
      guid.firstChild.textContent = st.guidTitle + ' ›';
      renderRefs(st.docs);
    }
    var rz = el.querySelector('.yb-reasoner');
    if (st.think) {
      if (!rz.firstChild) {
        rz.innerHTML = '<div class="hyc-component-reasoner"><div class="hyc-component-reasoner__title" role="button" tabindex="0"></div><div class="hyc-component-reasoner__text"></div></div>';
        var body = rz.querySelector('.hyc-component-reasoner__text');
        rz.querySelector('.hyc-component-reasoner__title').onclick = function () { body.hidden = !body.hidden; };
      }
      rz.querySelector('.hyc-component-reasoner__title').textContent = st.thinkTitle;
      rz.querySelector('.hyc-component-reasoner__text').textContent = st.think;
    }
    el.querySelector('.hyc-common-markdown').innerHTML = markdownOf(st.text, st.docs);
    scroller.scrollTop = scroller.scrollHeight;
  }
  function renderCards(el, comps) {
    var html = '';
    comps.forEach(function (c) {
      var list = c.list || [];
      if (c.type === 'videoCards' && list.length) {
        html += '<div class="agent-chat__cards__title">' + esc(c.title || '相关视频') + '</div><div class="agent-chat__cards__row">' + list.map(function (v) {
          var d = Math.round(v.duration || 0);
          var dur = Math.floor(d / 60) + ':' + String(d % 60).padStart(2, '0');
          return '<a class="agent-chat__video-card" href="' + esc(v.jumpUrl) + '" target="_blank" rel="noreferrer"><div class="agent-chat__video-card__cover"><span class="agent-chat__video-card__dur">' + dur + '</span></div>' +
            '<div class="agent-chat__card-body"><b>' + esc(v.title) + '</b><div class="agent-chat__card-meta">' + esc(v.sourceName || '') + ' · ' + esc(v.authorName || '') + '</div></div></a>';
        }).join('') + '</div>';
      } else if (c.type === 'goodsCards' && list.length) {
        html += '<div class="agent-chat__cards__title">' + esc(c.title || '相关商品') + '</div><div class="agent-chat__cards__row">' + list.map(function (g) {
          return '<a class="agent-chat__goods-card" href="' + esc(g.jumpUrl) + '" target="_blank" rel="noreferrer"><div class="agent-chat__goods-card__pic"></div>' +
            '<div class="agent-chat__card-body"><b>' + esc(g.title) + '</b><div class="agent-chat__goods-card__price">' + esc((g.price && g.price.unit) || '') + esc((g.price && g.price.value) || '') + '</div>' +
            '<div class="agent-chat__card-meta">' + esc(g.mallName || '') + ' · ' + esc(g.shopName || '') + '</div></div></a>';
        }).join('') + '</div>';
      }
    });
    el.querySelector('.agent-chat__cards').innerHTML = html;
  }
  function renderDone(el, st, prompt) {
    var foot = el.querySelector('.agent-chat__foot');
    foot.innerHTML = '<div class="agent-chat__toolbar">' +
      '<div class="agent-chat__toolbar__item" role="button" tabindex="0" dt-button-id="copy" title="复制">' + ICON.copy + '</div>' +
      '<div class="agent-chat__toolbar__item" role="button" tabindex="0" dt-button-id="regenerate" title="重新生成">' + ICON.regen + '</div>' +
      '<div class="agent-chat__toolbar__item" role="button" tabindex="0" dt-button-id="share" title="分享">' + ICON.share + '</div></div>' +
      (st.questions.length ? '<div class="agent-chat__recommend-question">' + st.questions.map(function (q) {
        return '<div class="agent-chat__recommend-question__item" role="button" tabindex="0">' + esc(q) + '</div>';
      }).join('') + '</div>' : '');
    foot.querySelector('[dt-button-id="copy"]').onclick = function () { toast('复制成功'); };
    foot.querySelector('[dt-button-id="regenerate"]').onclick = function () { editor.innerText = prompt; syncEditor(); send(); };
    foot.querySelector('[dt-button-id="share"]').onclick = function () { openShare(prompt, el, st.index); };
    foot.querySelectorAll('.agent-chat__recommend-question__item').forEach(function (b, i) {
      b.onclick = function () { editor.innerText = st.questions[i]; syncEditor(); send(); };
    });
  }
  function renderError(el, text) {
    el.querySelector('.agent-chat__foot').innerHTML = '<div class="agent-chat__error">' + esc(text) + '</div>';
  }

  // like the site, the link is created only when 复制链接 is clicked
  function openShare(prompt, el, index) {
    var o = modal('<div class="yb-dialog agent-share-dialog" role="dialog" aria-modal="true" aria-label="分享对话"><div class="yb-dialog__title"><span>分享对话</span><span role="button" tabindex="0" class="yb-close">✕</span></div>' +
      '<div class="yb-dialog__body"><b></b><div class="yb-pv"></div></div>' +
      '<div class="yb-dialog__foot"><input readonly aria-label="分享链接" placeholder="点击复制链接后生成分享链接" value=""><div class="yb-btn" role="button" tabindex="0" dt-button-id="share_copy_link">复制链接</div></div></div>', true);
    o.querySelector('b').textContent = prompt;
    o.querySelector('.yb-pv').textContent = el.querySelector('.hyc-common-markdown').innerText.slice(0, 120) + '…';
    o.querySelector('.yb-close').onclick = function () { o.remove(); };
    var field = o.querySelector('input');
    o.querySelector('[dt-button-id="share_copy_link"]').onclick = async function () {
      if (field.value) { toast('链接已复制'); return; }
      try {
        var res = await postJson('/api/conversations/v2/share', { conversationId: conversationId, sharedMessageIndexes: [index - 1, index], agentId: CFG.agentId });
        var j = await res.json();
        field.value = j.shareId ? location.origin + BASE + '/s/' + j.shareId : '';
        toast(j.shareId ? '链接已复制' : '分享失败，请稍后重试');
      } catch (e) { toast('分享失败，请稍后重试'); }
    };
  }

  async function send() {
    var prompt = promptText();
    if (!prompt.trim() || busy) return;
    sheet.hidden = true;
    clearEditor();
    setBusy(true);
    humanMessage(prompt);
    var el = aiMessage();
    var st = { text: '', think: '', thinkTitle: '', step: '', docs: [], guidTitle: '', comps: [], questions: [], stop: null, index: 0 };
    controller = new AbortController();
    try {
      if (!conversationId) {
        var cr = await postJson('/api/user/agent/conversation/create', { agentId: CFG.agentId });
        if (cr.status === 401) { el.remove(); showLoginWall(); return; }
        conversationId = (await cr.json()).id;
      }
      var body = JSON.stringify({
        model: 'gpt_175B_0404', prompt: prompt, plugin: 'Adaptive', displayPrompt: prompt, displayPromptType: 1,
        options: { imageIntention: { needIntentionModel: true, backendUpdateFlag: 2, intentionStatus: true } }, multimedia: [],
        agentId: CFG.agentId, supportHint: 1, version: 'v2',
        chatModelId: toggles.thinking ? 'deep_seek' : 'deep_seek_v3',
        supportFunctions: [toggles.search ? 'supportInternetSearch' : 'closeInternetSearch'],
      });
      var path = BASE + '/api/chat/' + conversationId;
      var res = await fetch(path, {
        method: 'POST', credentials: 'include', signal: controller.signal, body: body,
        headers: { 'content-type': 'application/json', 'x-source': 'web', 'x-agentid': CFG.agentId + '/' + conversationId, 'x-sign': await window.__sbxSign(CFG.pageKey, path, body) },
      });
      if ((res.headers.get('content-type') || '').indexOf('text/event-stream') < 0) {
        var j = {};
        try { j = await res.json(); } catch (e) {}
        if (res.status === 401) { el.remove(); showLoginWall(); return; }
        if (j.captcha) { el.remove(); showCaptcha(); return; }
        renderError(el, j.msg || '网络异常，请稍后重试');
        return;
      }
      var schedule = kit.painter(function () { render(el, st); });
      await kit.readText(res, 'lines', function (l) {
        if (l.indexOf('data:') !== 0) return;
        var p = l.slice(5).trim();
        if (p.charAt(0) !== '{') return;
        var v;
        try { v = JSON.parse(p); } catch (e) { return; }
        if (v.type === 'meta') st.index = v.index;
        else if (v.type === 'step') st.step = v.msg || '';
        else if (v.type === 'searchGuid') { st.docs = v.docs || []; st.guidTitle = v.title || ''; }
        else if (v.type === 'think') { st.think += v.content || ''; st.thinkTitle = v.title || ''; }
        else if (v.type === 'text') st.text += v.msg || '';
        else if (v.type === 'components') st.comps = v.components || [];
        if (typeof v.stopReason === 'string' && v.stopReason !== 'stop') st.stop = v.stopMsg || v.msg || '出错了';
        schedule();
      });
      if (st.stop) { render(el, st); renderError(el, st.stop); return; }
      st.comps.forEach(function (c) { if (c.type === 'recommendQuestions') st.questions = c.list || []; });
      render(el, st);
      renderCards(el, st.comps);
      renderDone(el, st, prompt);
      messageIndex = st.index;
      kit.historyItem($('yb-history'), 'yb-nav__item', prompt, 24);
    } catch (e) {
      if (e && e.name === 'AbortError') { render(el, st); renderError(el, '已停止生成'); }
      else renderError(el, '网络异常，请稍后重试');
    } finally {
      controller = null;
      setBusy(false);
    }
  }
})();
`;
