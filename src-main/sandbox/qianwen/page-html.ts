// The replica's pages: the chat page (desktop and phone layout) and the share view. Hooks are
// the real page's stable ones: `data-icon-type="qwpcicon-…"` on icon buttons, `data-log-params`
// naming the feature on the chips, ARIA on dialogs and switches.

import { htmlDocument } from '../shell/index.js';
import { QIANWEN_APP_JS } from './page-app.js';
import { QIANWEN_CSS } from './page-style.js';

const path = (d: string) => `<svg viewBox="0 0 24 24"><path d="${d}"/></svg>`;
export const QW_ICONS = {
  newChat: path('M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z'),
  think: path('M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z'),
  globe: path('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z'),
  send: path('M12 19V5M5 12l7-7 7 7'),
  stop: '<svg viewBox="0 0 24 24"><rect x="7" y="7" width="10" height="10" rx="2" fill="currentColor" stroke="none"/></svg>',
  copy: path('M9 9h10v10H9zM5 15V5h10'),
  regen: path('M20 11a8 8 0 0 0-14.9-4M4 4v4h4M4 13a8 8 0 0 0 14.9 4M20 20v-4h-4'),
  share: path('M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13'),
  like: path('M7 10v11M15 5.9 14 10h5.8a2 2 0 0 1 2 2.3l-1.4 7a2 2 0 0 1-2 1.7H7V10l4.4-7.4A1.8 1.8 0 0 1 15 5.9z'),
  dislike: path('M17 14V3M9 18.1 10 14H4.2a2 2 0 0 1-2-2.3l1.4-7A2 2 0 0 1 5.6 3H17v11l-4.4 7.4A1.8 1.8 0 0 1 9 18.1z'),
  plus: path('M12 5v14M5 12h14'),
  close: path('M6 6l12 12M18 6 6 18'),
  menu: path('M4 7h16M4 12h16M4 17h16'),
  search: path('M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4'),
  chevron: path('M9 6l6 6-6 6'),
};

export interface QianwenPageConfig {
  base: string;
  mobile: boolean;
  /** the page's signing key (bx-ua) */
  pageKey: { kid: string; secret: string };
  /** what the toggles show on first load: the profile remembers the last choice */
  defaultToggles: { thinking: boolean; search: boolean };
}

const chip = (feature: string, icon: string, text: string) =>
  `<button type="button" class="qw-tag" data-log-params='{"c":"${feature}"}' aria-pressed="false">${icon}<span>${text}</span>` +
  `<span data-icon-type="qwpcicon-close2" aria-hidden="true">×</span></button>`;
const sheetSwitch = (feature: string, text: string) =>
  `<button type="button" role="switch" aria-checked="false" data-log-params='{"c":"${feature}"}'><span>${text}</span><i></i></button>`;

export function appPage(cfg: QianwenPageConfig): string {
  return htmlDocument({
    title: '千问 - 你的全能AI助手',
    css: QIANWEN_CSS,
    bodyClass: cfg.mobile ? 'is-mobile' : undefined,
    config: { ...cfg, icons: QW_ICONS },
    configName: '__QW__',
    script: QIANWEN_APP_JS,
    body: `<div id="app" data-ready="false">
  <aside class="qw-side">
    <div class="qw-logo"><i></i>千问</div>
    <button type="button" class="qw-new" data-icon-type="qwpcicon-newDialogueMedium" id="new-chat">${QW_ICONS.newChat}<span>新建对话</span></button>
    <nav class="qw-nav"><a href="#">${QW_ICONS.search}<span>AI 搜索</span></a><a href="#">${QW_ICONS.think}<span>智能体</span></a></nav>
    <div class="qw-hist-t">历史对话</div>
    <div class="qw-hist" id="history"></div>
    <div class="qw-user"><b>千</b><span>千问用户</span></div>
  </aside>
  <main class="qw-main">
    <div class="qw-mtop"><span data-icon-type="qwpcicon-menu">${QW_ICONS.menu}</span><span>千问</span><span data-icon-type="qwpcicon-newDialogue">${QW_ICONS.newChat}</span></div>
    <div class="qw-top"><div class="qw-model">Qwen3 ${QW_ICONS.chevron}</div><div></div></div>
    <div class="qw-scroll" id="scroll">
      <div class="qw-welcome" id="welcome"><h1>你好，我是千问</h1><p>有问题尽管问我，我会尽力给你最好的答案</p></div>
      <div class="qw-thread" id="thread"></div>
    </div>
    <div class="qw-composer">
      <div class="qw-box">
        <textarea id="chat-input" rows="2" placeholder="向千问提问，Shift + Enter 换行"></textarea>
        <div class="qw-tools">
          <div class="qw-chips">${chip('deepThink', QW_ICONS.think, '深度思考')}${chip('webSearch', QW_ICONS.globe, '联网搜索')}</div>
          <button type="button" class="qw-plus" data-icon-type="qwpcicon-addMedium" aria-label="更多功能">${QW_ICONS.plus}</button>
          <button type="button" class="qw-send" id="send-btn" data-icon-type="qwpcicon-sendChat" aria-label="发送" aria-disabled="true">${QW_ICONS.send}</button>
        </div>
      </div>
      <div class="qw-foot">内容由AI生成，请仔细甄别</div>
    </div>
  </main>
  <aside class="qw-refs" id="refs" aria-label="参考资料" hidden>
    <div class="qw-refs-h"><span>参考资料</span><button type="button" data-icon-type="qwpcicon-close" id="refs-close" aria-label="关闭">${QW_ICONS.close}</button></div>
    <div class="qw-refs-l" id="refs-list"></div>
  </aside>
</div>
<div class="qw-sheet" id="sheet" hidden><div class="bk" id="sheet-bk"></div>
  <div class="pn" role="menu" aria-label="功能"><div class="gb"></div>${sheetSwitch('deepThink', '深度思考')}${sheetSwitch('webSearch', '联网搜索')}</div>
</div>`,
  });
}
