// The replica's chat app: browser JS kept as a string (no backticks or dollar-brace inside).
// Like www.doubao.com: the login lives in cookies (checked through the passport API), the page
// signs its `/chat/completion` URL (msToken from a cookie, device_id, fp, a_bogus computed here),
// reads the SSE records, keeps the reply's content blocks and renders them as they change:
// search summary + references drawer, thinking, images, text with citation chips, video and
// product cards, suggestions, actions with a share dialog; a `+` sheet holds the switches on
// phones. A slider captcha shows when the stream says `decision.type: verify`.
export const DOUBAO_APP_JS = String.raw`
(async function () {
  var CFG = window.__DOUBAO__;
  var BASE = CFG.base;
  var $ = function (sel, root) { return (root || document).querySelector(sel); };
  var esc = window.__md.esc;
  var kit = window.__page;
  var ICON_SEARCH = '<svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.5"><circle cx="7" cy="7" r="4.5"/><path d="M10.5 10.5L14 14"/></svg>';
  var ICON_LIKE = '<svg viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.3"><path d="M5 7l2.5-5c1 0 1.8.8 1.6 1.8L8.7 6H13c.8 0 1.4.8 1.2 1.6l-1.2 5c-.2.8-.8 1.4-1.6 1.4H5zM2 7h3v7H2z"/></svg>';
  var ICON_DISLIKE = '<svg viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.3"><path d="M11 9l-2.5 5c-1 0-1.8-.8-1.6-1.8L7.3 10H3c-.8 0-1.4-.8-1.2-1.6l1.2-5C3.2 2.6 3.8 2 4.6 2H11zM14 9h-3V2h3z"/></svg>';
  var mobile = CFG.mobile || window.matchMedia('(max-width: 767px)').matches;
  if (mobile) document.body.classList.add('is-mobile');

  function rand(n) { var s = ''; var a = 'abcdefghijklmnopqrstuvwxyz0123456789'; for (var i = 0; i < n; i++) s += a[Math.floor(Math.random() * a.length)]; return s; }
  function uuid() { return crypto.randomUUID ? crypto.randomUUID() : rand(8) + '-' + rand(4) + '-' + rand(4) + '-' + rand(12); }
  var fp = localStorage.getItem('s_v_web_id');
  if (!fp) { fp = 'verify_' + Date.now().toString(36) + '_' + rand(8); localStorage.setItem('s_v_web_id', fp); }

  function modal(html, closable) { return kit.modal('mask', html, closable); }
  var toast = kit.toaster('toast');
  function showLoginWall() {
    if ($('[data-login-wall]')) return;
    var m = modal('<div class="dlg" role="dialog" aria-modal="true" aria-label="登录"><h3>登录后免费使用豆包</h3>' +
      '<div class="login-tabs"><span class="on">手机号登录</span><span>抖音一键登录</span><span>扫码登录</span></div>' +
      '<p>登录已过期，请重新登录。登录即代表同意用户协议和隐私政策。</p>' +
      '<div class="row"><input placeholder="请输入手机号"><button class="primary">下一步</button></div></div>', false);
    m.setAttribute('data-login-wall', '1');
    var foot = $('#sider-foot');
    foot.innerHTML = '<span class="avatar-sm">?</span><span>未登录</span><button class="login-btn" data-testid="to_login_button">登录</button>';
  }
  function showCaptcha() {
    if ($('#captcha_container')) return;
    modal('<div class="dlg" role="dialog" aria-modal="true" aria-label="安全验证"><div id="captcha_container" class="captcha_verify_container">' +
      '<h3>请完成下列验证后继续</h3><div class="captcha-box"><div class="captcha-piece"></div></div>' +
      '<div class="captcha-slider"><div class="captcha-knob" role="slider" aria-valuenow="0" tabindex="0"></div>按住左边按钮拖动完成上方拼图</div></div></div>', false);
  }

  // ---- the switches, remembered like a profile does ----
  var toggles = kit.toggles({
    storageKey: 'doubao_switches',
    initial: { think: false, search: true },
    controls: '[data-k]',
    show: function (el, on) { el.setAttribute('data-checked', on ? 'true' : 'false'); },
  });
  var sheet = $('#sheet');
  kit.sheet(sheet, $('[data-testid="chat_input_more_button"]'), sheet);
  kit.escape('mask', sheet);

  var input = $('textarea.semi-input-textarea');
  var sendBtn = $('#flow-end-msg-send');
  var stopBtn = $('[data-testid="chat_input_local_break_button"]');
  var thread = $('#thread');
  var scroller = $('#scroll');
  var busy = false;
  var controller = null;
  var conversationId = '';
  var sectionId = '';
  var localConversationId = 'local_' + Date.now() + rand(4);

  function updateSend() {
    sendBtn.hidden = busy;
    stopBtn.hidden = !busy;
    sendBtn.setAttribute('aria-disabled', input.value.trim() ? 'false' : 'true');
  }
  input.addEventListener('input', updateSend);
  kit.enterSends(input, send, mobile);
  sendBtn.addEventListener('click', send);
  stopBtn.addEventListener('click', function () { if (controller) controller.abort(); });
  $('#new-chat').addEventListener('click', function () { location.href = BASE + '/chat/'; });
  $('#drawer-close').addEventListener('click', function () { $('#drawer').hidden = true; });
  updateSend();

  var me = null;
  try { me = await (await fetch(BASE + '/passport/account/info/v2/', { credentials: 'same-origin' })).json(); } catch (e) {}
  // the composer shows once the session is known, so a refused session meets the wall first
  if (!me || me.message !== 'success') showLoginWall();
  else $('#user-name').textContent = me.data.screen_name;
  $('#composer').hidden = false;
  $('#app').dataset.ready = 'true';

  // ---- the reply, kept as content blocks ----
  function dec(v) {
    if (typeof v !== 'string') return v;
    var t = v.trim();
    if (t[0] !== '{' && t[0] !== '[') return v;
    try { return JSON.parse(t); } catch (e) { return v; }
  }
  function newState() { return { blocks: [], text: null, brief: null, suggests: [], error: null, replyId: '', questionId: '' }; }
  function findBlock(st, id) { for (var i = 0; i < st.blocks.length; i++) if (st.blocks[i].id === id) return st.blocks[i]; return null; }
  function textBlock(st) {
    if (!st.text) { st.text = { id: '~' + st.blocks.length, type: 10000, content: { text_block: { text: '' } } }; st.blocks.push(st.text); }
    return st.text;
  }
  function appendText(b, t, replace) { var tb = b.content.text_block || {}; b.content.text_block = { text: (replace ? '' : (tb.text || '')) + (t || '') }; }
  function applyBlock(st, raw, patchType) {
    var content = dec(raw.content) || {};
    var b = findBlock(st, raw.block_id);
    if (!b) {
      b = { id: raw.block_id || '~' + st.blocks.length, type: Number(raw.block_type), parent: raw.parent_id || '', content: content, done: !!raw.is_finish };
      st.blocks.push(b);
      if (b.type === 10000) st.text = b;
      return;
    }
    b.done = !!raw.is_finish;
    if (b.type === 10000) appendText(b, (content.text_block || {}).text, patchType === 2);
    else if (b.type === 10040) {
      var prev = b.content.thinking_block || {};
      var next = content.thinking_block || {};
      b.content.thinking_block = { thinking_content: (patchType === 2 ? '' : (prev.thinking_content || '')) + (next.thinking_content || ''), finish_title: next.finish_title || prev.finish_title || '' };
    } else b.content = content;
  }
  function handle(st, name, data) {
    if (name === 'SSE_ACK') { var a = data.ack_client_meta || {}; conversationId = a.conversation_id || conversationId; sectionId = a.section_id || sectionId; }
    else if (name === 'FULL_MSG_NOTIFY') { var msg = dec(data.message) || {}; if (msg.user_type === 1) st.questionId = msg.message_id; }
    else if (name === 'STREAM_MSG_NOTIFY') {
      st.replyId = (data.meta || {}).message_id || st.replyId;
      ((dec(data.content) || {}).content_block || []).forEach(function (b) { applyBlock(st, dec(b), 1); });
    }
    else if (name === 'CHUNK_DELTA') appendText(textBlock(st), data.text, false);
    else if (name === 'STREAM_CHUNK') {
      (dec(data.patch_op) || []).forEach(function (op) {
        var v = dec(op.patch_value) || {};
        if (op.patch_object === 1) (dec(v.content_block) || []).forEach(function (b) { applyBlock(st, dec(b), op.patch_type || 1); });
        else if (op.patch_object === 102) { var inner = dec(v.content); appendText(textBlock(st), inner && inner.text, op.patch_type === 2); }
      });
    }
    else if (name === 'SSE_REPLY_END') {
      if (data.end_type === 1 && data.msg_finish_attr && typeof data.msg_finish_attr.brief === 'string') st.brief = data.msg_finish_attr.brief;
      if (data.end_type === 2 && data.suggest_attr) st.suggests = data.suggest_attr.suggests || [];
    }
    else if (name === 'STREAM_ERROR') st.error = data;
  }

  function blocksOf(st, type) { return st.blocks.filter(function (b) { return b.type === type; }); }
  function searchOf(st) { var s = blocksOf(st, 10025)[0]; return s ? (s.content.search_query_result_block || {}) : null; }
  function textCards(st) {
    var s = searchOf(st);
    return ((s && s.results) || []).filter(function (r) { return r.text_card; }).map(function (r) { return r.text_card; });
  }
  function cardFor(st, n) { var cards = textCards(st); for (var i = 0; i < cards.length; i++) if (cards[i].index === n) return cards[i]; return null; }
  function fmtDate(sec) {
    if (!sec) return '';
    var d = new Date(Number(sec) * 1000);
    return d.getFullYear() + '-' + String(d.getMonth() + 1).padStart(2, '0') + '-' + String(d.getDate()).padStart(2, '0');
  }
  function fillDrawer(st) {
    $('#drawer-list').innerHTML = textCards(st).map(function (c) {
      return '<a class="search-item" data-testid="search-text-item" href="' + esc(c.url) + '" title="' + esc(c.title) + '" target="_blank" rel="noreferrer">' +
        '<div class="t">' + esc(c.title) + '</div>' +
        '<div class="meta"><span class="idx">' + c.index + '</span><span>' + esc(c.sitename || '') + '</span><span>' + fmtDate(c.publish_time_second) + '</span></div>' +
        '<div class="sum">' + esc(c.summary || '') + '</div></a>';
    }).join('');
  }
  function openDrawer(st) {
    fillDrawer(st);
    $('#drawer').hidden = false;
  }

  function userRow(text) {
    $('#welcome').hidden = true;
    kit.row(thread, 'q-row', '<div class="q-bubble"></div>', text).setAttribute('data-testid', 'send_message');
  }
  function replyRow() {
    var el = kit.row(thread, 'a-row', '<div class="a-avatar">豆</div><div class="a-body"><div class="x-search"></div><div class="x-think"></div><div class="x-img"></div>' +
      '<div class="flow-markdown-body" data-testid="message_text_content"></div><div class="x-video"></div><div class="x-goods"></div><div class="x-end"></div></div>');
    el.setAttribute('data-testid', 'receive_message');
    return el;
  }

  function render(el, st, finished) {
    var s = searchOf(st);
    if (s) {
      var box = $('.x-search', el);
      box.innerHTML = '<button class="search-ref" data-plugin-identifier="search_query_result_block" data-testid="search-reference-ui">' + ICON_SEARCH + '<span>' + esc(s.summary || '正在搜索') + '</span>' + (s.is_finish ? '<span>›</span>' : '') + '</button>';
      $('button', box).onclick = function () { openDrawer(st); };
    }
    var think = blocksOf(st, 10040)[0];
    if (think) {
      var t = $('.x-think', el);
      if (!t.firstChild) {
        t.innerHTML = '<div class="think" data-testid="thinking-block"><button class="think-title"></button><div class="think-content" data-testid="thinking-block-content"></div></div>';
        $('.think-title', t).onclick = function () { var c = $('.think-content', t); c.hidden = !c.hidden; };
      }
      var tb = think.content.thinking_block || {};
      $('.think-title', t).textContent = think.done ? (tb.finish_title || '已完成思考') + ' ˅' : '思考中…';
      $('.think-content', t).textContent = tb.thinking_content || '';
    }
    var imgs = blocksOf(st, 2074)[0];
    if (imgs) {
      $('.x-img', el).innerHTML = '<div class="img-row">' + ((imgs.content.image_block || {}).images || []).map(function (im) {
        return '<div class="img" title="' + esc(im.title || '') + '" style="background-image:url(\'' + esc((im.image_ori || {}).url || '') + '\')"></div>';
      }).join('') + '</div>';
    }
    var raw = finished && st.brief ? st.brief : st.blocks.filter(function (b) { return b.type === 10000 && !b.parent; }).map(function (b) { return (b.content.text_block || {}).text || ''; }).join('');
    $('.flow-markdown-body', el).innerHTML = window.__md.render(raw.replace(/\[ref_(\d+)\]/g, '[citation:$1]'), function (n) { return cardFor(st, n); });
    var videos = ((s && s.results) || []).filter(function (r) { return r.video_card; }).map(function (r) { return r.video_card; });
    if (videos.length && !mobile) {
      $('.x-video', el).innerHTML = '<div class="cards-title">相关视频</div><div class="video-cards">' + videos.map(function (v) {
        return '<a class="video-card" data-testid="video-card" href="' + esc(v.url) + '" target="_blank" rel="noreferrer"><div class="video-cover" style="background-image:url(\'' + esc(v.cover_url || '') + '\')"><span>' + esc(v.duration || '') + '</span></div><div class="t">' + esc(v.title) + '</div></a>';
      }).join('') + '</div>';
    }
    var goods = blocksOf(st, 10066)[0];
    if (goods) {
      $('.x-goods', el).innerHTML = '<div class="cards-title">相关商品</div><div class="goods-cards">' + ((goods.content.product_card_block || {}).products || []).map(function (g) {
        return '<a class="goods-card" data-testid="product-card" href="' + esc(g.url) + '" target="_blank" rel="noreferrer"><div class="goods-thumb" style="background-image:url(\'' + esc(g.thumbnail) + '\')"></div>' +
          '<div class="t">' + esc(g.title) + '</div><div class="p">' + esc(g.price_unit) + esc(g.price) + '</div><div class="m">' + esc(g.mall) + ' · ' + esc(g.shop_name) + '</div></a>';
      }).join('') + '</div>';
    }
    if (!finished) scroller.scrollTop = scroller.scrollHeight;
  }

  function renderEnd(el, st, prompt) {
    if (searchOf(st)) fillDrawer(st);
    var end = $('.x-end', el);
    end.innerHTML = '<div class="actions" data-testid="message_action_bar">' +
      '<button class="act" data-testid="message_action_copy" aria-label="复制">复制</button>' +
      '<button class="act" data-testid="message_action_regenerate" aria-label="重新生成">重新生成</button>' +
      '<button class="act" data-testid="message_action_share" aria-label="分享">分享</button>' +
      '<button class="act" data-testid="message_action_like" aria-label="喜欢">' + ICON_LIKE + '</button>' +
      '<button class="act" data-testid="message_action_dislike" aria-label="不喜欢">' + ICON_DISLIKE + '</button></div>' +
      (st.suggests.length ? '<div class="suggests">' + st.suggests.map(function (x) { return '<button class="suggest" data-testid="suggest_message_item">' + esc(x) + '</button>'; }).join('') + '</div>' : '');
    $('[data-testid="message_action_copy"]', end).onclick = function () { try { navigator.clipboard.writeText($('.flow-markdown-body', el).innerText); } catch (e) {} toast('已复制'); };
    $('[data-testid="message_action_regenerate"]', end).onclick = function () { input.value = prompt; updateSend(); send(); };
    $('[data-testid="message_action_share"]', end).onclick = function () { openShare(el, st, prompt); };
    end.querySelectorAll('.suggest').forEach(function (b, i) { b.onclick = function () { input.value = st.suggests[i]; updateSend(); send(); }; });
  }

  function openShare(el, st, prompt) {
    var m = modal('<div class="dlg" role="dialog" aria-modal="true" aria-label="分享对话"><h3>分享对话</h3>' +
      '<div class="share-preview"><label><input type="checkbox" checked disabled><span class="sq"></span></label><label><input type="checkbox" checked disabled><span class="sa"></span></label></div>' +
      '<div class="row"><input readonly aria-label="分享链接" placeholder="点击复制链接生成分享链接"><button class="primary" data-testid="thread_share_copy_btn">复制链接</button></div></div>', true);
    $('.sq', m).textContent = prompt;
    $('.sa', m).textContent = $('.flow-markdown-body', el).innerText.slice(0, 100) + '…';
    var field = $('input[readonly]', m);
    $('[data-testid="thread_share_copy_btn"]', m).onclick = async function () {
      try {
        var res = await fetch(BASE + '/samantha/thread/share/create', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ conversation_id: conversationId, message_ids: [st.questionId, st.replyId], share_scene: 'thread' }) });
        var j = await res.json();
        if (j.code !== 0) throw new Error(j.msg);
        field.value = location.origin + BASE + '/thread/' + j.data.share_id;
        try { await navigator.clipboard.writeText(field.value); } catch (e) {}
        toast('链接已复制');
      } catch (e) { toast('分享失败，请稍后重试'); }
    };
  }

  async function send() {
    var prompt = input.value;
    if (!prompt.trim() || busy) return;
    sheet.hidden = true;
    busy = true;
    input.value = '';
    updateSend();
    userRow(prompt);
    var el = replyRow();
    var st = newState();
    controller = new AbortController();
    var body = JSON.stringify({
      client_meta: { local_conversation_id: localConversationId, conversation_id: conversationId, bot_id: '7338286299411103781', last_section_id: sectionId, last_message_index: null },
      messages: [{ local_message_id: uuid(), content_block: [{ block_type: 10000, content: { text_block: { text: prompt }, pc_event_block: '' }, block_id: uuid(), parent_id: '', meta_info: [], append_fields: [] }], message_status: 0 }],
      option: { send_message_scene: '', create_time_ms: Date.now(), is_audio: false, answer_with_suggest: true, tts_switch: false, need_deep_think: toggles.think ? 1 : 0, click_clear_context: false, from_suggest: false, is_regen: false, is_replace: false, disable_sse_cache: false, unique_key: uuid(), start_seq: 0 },
      ext: { use_deep_think: toggles.think ? '1' : '0', use_search: toggles.search ? '1' : '0', fp: fp, conversation_init_option: '{"need_ack_conversation":true}', sub_conv_firstmet_type: '1' }
    });
    var qs = 'aid=497858&device_id=' + encodeURIComponent(CFG.deviceId) + '&device_platform=web&language=zh&pc_version=2.26.1&pkg_type=release_version&real_aid=497858&region=CN&samantha_web=1&sys_region=CN&use-olympus-account=1&version_code=20800' +
      '&fp=' + encodeURIComponent(fp) + '&msToken=' + encodeURIComponent(kit.cookie('msToken'));
    var path = BASE + '/chat/completion?' + qs;
    try {
      var sig = await window.__sbxSign(CFG.key, path, body);
      var aBogus = btoa(sig).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      var res = await fetch(path + '&a_bogus=' + aBogus, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: body, signal: controller.signal });
      if ((res.headers.get('content-type') || '').indexOf('text/event-stream') < 0) {
        var j = {};
        try { j = await res.json(); } catch (e) {}
        if (j.code === 710012001 || res.status === 401) { el.remove(); showLoginWall(); return; }
        throw new Error(j.msg || ('HTTP ' + res.status));
      }
      var schedule = kit.painter(function () { render(el, st, false); });
      await kit.readText(res, 'records', function (text) {
        var rec = kit.sseRecord(text);
        if (!rec) return;
        var v;
        try { v = JSON.parse(rec.data); } catch (e) { return; }
        handle(st, rec.event || '', v);
        schedule();
      });
      if (st.error) {
        if (st.error.decision && st.error.decision.type === 'verify') { el.remove(); showCaptcha(); return; }
        $('.flow-markdown-body', el).innerHTML = '';
        $('.x-end', el).innerHTML = '<div class="msg-err">' + esc(st.error.error_msg || '出错了，请稍后再试') + '</div>';
        return;
      }
      render(el, st, true);
      renderEnd(el, st, prompt);
      addHistory(prompt);
    } catch (e) {
      if (e && e.name === 'AbortError') { render(el, st, false); $('.x-end', el).innerHTML = '<div class="msg-err">已停止生成</div>'; }
      else $('.x-end', el).innerHTML = '<div class="msg-err">网络错误，请稍后重试</div>';
    } finally {
      busy = false;
      controller = null;
      updateSend();
    }
  }

  function addHistory(prompt) {
    var list = $('#history');
    Array.prototype.forEach.call(list.children, function (c) { c.classList.remove('on'); });
    kit.historyItem(list, 'sider-item on', prompt, 22);
    $('#title').textContent = prompt.slice(0, 22);
  }
})();
`;
