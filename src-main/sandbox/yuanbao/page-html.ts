import { escapeHtml, htmlDocument, type PageKey } from '../shell/index.js';
import { YUANBAO_APP_JS } from './page-app.js';
import { YUANBAO_CSS } from './page-style.js';

export interface YuanbaoPageConfig {
  base: string;
  agentId: string;
  /** the key the page's script signs chat requests with */
  pageKey: PageKey;
  mobile: boolean;
}

const svg = (body: string, width = 1.4) =>
  `<svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
// inline icons: an icon font or emoji glyphs are not guaranteed where the pages are screenshotted
const ICONS = {
  send: svg('<path d="M8 13V3M3.5 7.5 8 3l4.5 4.5"/>', 1.8),
  copy: svg('<rect x="5" y="5" width="8" height="9" rx="1.5"/><path d="M3 11V3.5A1.5 1.5 0 0 1 4.5 2H10"/>'),
  regen: svg('<path d="M13 8a5 5 0 1 1-1.5-3.6"/><path d="M13 2.5v3h-3"/>'),
  share: svg('<path d="M8 10V2.5M5 5.5l3-3 3 3"/><path d="M3 9v4h10V9"/>'),
};

export function appPage(cfg: YuanbaoPageConfig): string {
  return htmlDocument({
    title: '腾讯元宝 - 轻松工作 多点生活',
    css: YUANBAO_CSS,
    bodyClass: cfg.mobile ? 'is-mobile' : undefined,
    config: { ...cfg, icons: ICONS },
    configName: '__YB__',
    script: YUANBAO_APP_JS,
    body: `<div id="app" data-ready="false">
  <nav class="yb-nav">
    <div class="yb-nav__logo"><i></i>元宝</div>
    <div class="yb-nav__new" role="button" tabindex="0" id="yb-new-chat" dt-button-id="new_chat">＋ 新建对话</div>
    <div class="yb-nav__group"><div class="yb-nav__label">最近对话</div><div id="yb-history"></div></div>
    <div class="yb-nav__user"><i></i><span>元宝用户</span></div>
  </nav>
  <main class="yb-main">
    <div class="yb-topbar"><span>≡</span><span>元宝</span><span>＋</span></div>
    <div class="agent-chat__list" id="yb-scroll">
      <div class="yb-welcome" id="yb-welcome">
        <div class="yb-welcome__title">Hi，我是元宝</div>
        <div class="yb-welcome__sub">我可以帮你搜索、答疑、写作，有问题尽管问我</div>
      </div>
      <div class="agent-chat__list__content" id="yb-thread"></div>
    </div>
    <div class="agent-dialogue__input">
      <div class="chat-input-editor ql-container">
        <div class="ql-editor ql-blank" contenteditable="true" role="textbox" aria-multiline="true" data-placeholder="有问题，尽管问，shift+enter换行"><p><br></p></div>
      </div>
      <div class="agent-dialogue__tool">
        <div class="agent-dialogue__tool__left" id="yb-switches">
          <span class="yb-tools-btn" role="button" tabindex="0" dt-button-id="tool_panel" aria-label="更多功能">＋</span>
          <span class="yb-model" dt-button-id="model_select">DeepSeek ▾</span>
          <div class="yb-switch" role="button" tabindex="0" dt-button-id="deep_think" data-k="thinking">深度思考</div>
          <div class="yb-switch" role="button" tabindex="0" dt-button-id="online_search" data-k="search">联网搜索</div>
        </div>
        <div>
          <a id="yuanbao-send-btn" class="yb-send disabled" role="button" tabindex="0" dt-button-id="send">${ICONS.send}</a>
          <div class="yb-stop" role="button" tabindex="0" dt-button-id="stop_generate" aria-label="停止生成" hidden><i></i></div>
        </div>
      </div>
    </div>
    <div class="yb-footnote">内容由AI生成，仅供参考</div>
    <aside class="agent-dialogue-references" id="yb-refs" hidden>
      <div class="agent-dialogue-references__head"><span>参考资料</span><span role="button" tabindex="0" id="yb-refs-close">✕</span></div>
      <div class="agent-dialogue-references__list" id="yb-refs-list"></div>
    </aside>
  </main>
</div>
<div class="yb-sheet" id="yb-sheet" hidden><div class="yb-sheet__mask" id="yb-sheet-mask"></div><div class="yb-sheet__panel" id="yb-sheet-panel" role="menu" aria-label="工具"></div></div>`,
  });
}

export interface SharedAnswer {
  prompt: string;
  /** as streamed: with `[n](@ref)` markers */
  text: string;
  reasoning: string | null;
  docs: { index: number; url: string; title: string; web_site_name: string }[];
  title: string;
}

export function sharePage(shared: SharedAnswer | null): string {
  if (!shared) {
    return htmlDocument({ title: '腾讯元宝 - 分享', css: YUANBAO_CSS, bodyClass: 'yb-share', body: '<div class="yb-share-wrap"><div class="yb-share-banner">分享内容不存在或已被删除</div></div>' });
  }
  return htmlDocument({
    title: `${shared.title} - 腾讯元宝`,
    css: YUANBAO_CSS,
    bodyClass: 'yb-share',
    config: shared,
    configName: '__SHARED__',
    body: `<div class="yb-share-wrap">
  <div class="yb-share-banner">以下内容由元宝用户分享，内容由AI生成，仅供参考</div>
  <div class="agent-chat__list__item--human"><div class="agent-chat__bubble--human">${escapeHtml(shared.prompt)}</div></div>
  <div class="agent-chat__list__item--ai"><div class="agent-chat__avatar"></div><div class="agent-chat__bubble--ai">
    ${shared.reasoning ? `<div class="hyc-component-reasoner"><div class="hyc-component-reasoner__title">已深度思考</div><div class="hyc-component-reasoner__text">${escapeHtml(shared.reasoning)}</div></div>` : ''}
    <div class="hyc-common-markdown" id="yb-shared"></div>
    ${shared.docs.filter((d) => d.url).map((d) => `<a class="agent-dialogue-references__item" href="${escapeHtml(d.url)}" target="_blank" rel="noreferrer">${d.index}. ${escapeHtml(d.title)} · ${escapeHtml(d.web_site_name)}</a>`).join('')}
  </div></div>
</div>`,
    script: SHARE_JS,
  });
}

const SHARE_JS = String.raw`
(function () {
  var s = window.__SHARED__;
  var text = s.text.replace(/\[(\d+(?:\s*,\s*\d+)*)\]\(@ref\)/g, function (m, list) {
    return list.split(',').map(function (n) { return '[citation:' + n.trim() + ']'; }).join('');
  });
  document.getElementById('yb-shared').innerHTML = window.__md.render(text, function (n) {
    for (var i = 0; i < s.docs.length; i++) if (s.docs[i].index === n && s.docs[i].url) return s.docs[i];
    return null;
  }).replace(/class="ds-cite"/g, 'class="hyc-common-markdown__ref"');
})();
`;
