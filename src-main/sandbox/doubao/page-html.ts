import { htmlDocument, sharePage, type PageKey, type SharedAnswer } from '../shell/index.js';
import { DOUBAO_APP_JS } from './page-app.js';
import { DOUBAO_CSS } from './page-style.js';

export interface DoubaoPageConfig {
  base: string;
  /** signs the completion URL (the page's a_bogus) */
  key: PageKey;
  deviceId: string;
  mobile: boolean;
}

const ICON = {
  think: '<svg viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.4"><circle cx="8" cy="7" r="4.5"/><path d="M6 13.5h4M8 11.5v2"/></svg>',
  globe: '<svg viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.4"><circle cx="8" cy="8" r="6"/><path d="M2 8h12M8 2c2 2.2 2 9.8 0 12M8 2c-2 2.2-2 9.8 0 12"/></svg>',
  up: '<svg viewBox="0 0 16 16" fill="none" stroke="currentColor" stroke-width="1.8"><path d="M8 13V3M3.5 7.5L8 3l4.5 4.5"/></svg>',
  stop: '<svg viewBox="0 0 16 16" fill="currentColor"><rect x="4" y="4" width="8" height="8" rx="1.5"/></svg>',
};

export function appPage(cfg: DoubaoPageConfig): string {
  return htmlDocument({
    title: '豆包 - 字节跳动旗下 AI 智能助手',
    css: DOUBAO_CSS,
    bodyClass: cfg.mobile ? 'is-mobile' : undefined,
    config: cfg,
    configName: '__DOUBAO__',
    script: DOUBAO_APP_JS,
    body: `<div id="app" data-ready="false">
  <aside class="sider">
    <div class="sider-logo"><span class="logo-dot">豆</span>豆包</div>
    <button class="new-chat" id="new-chat" data-testid="create_conversation_button">＋ 新对话</button>
    <div class="sider-sec">最近对话</div>
    <div id="history"></div>
    <div class="sider-foot" id="sider-foot"><span class="avatar-sm">我</span><span id="user-name">豆包用户</span></div>
  </aside>
  <main class="main">
    <div class="topbar"><span class="m-only">☰</span><span id="title">新对话</span></div>
    <div class="scroll" id="scroll"><div class="inner">
      <div class="welcome" id="welcome"><div class="logo-dot">豆</div><h1>你好，我是豆包</h1><p>有什么我能帮你的吗？</p></div>
      <div id="thread" data-testid="message-list"></div>
    </div></div>
    <div class="composer-wrap" id="composer" hidden><div class="composer">
      <div class="semi-input-textarea-wrapper">
        <textarea class="semi-input-textarea semi-input-textarea-autosize" data-testid="chat_input_input" rows="2" placeholder="发消息，输入 @ 选择技能或 / 选择文件"></textarea>
      </div>
      <div class="tools">
        <button class="more-btn" data-testid="chat_input_more_button" aria-label="更多">＋</button>
        <button class="tool-btn" data-testid="use-deep-thinking-switch-btn" data-k="think" data-checked="false">${ICON.think}<span>深度思考</span></button>
        <button class="tool-btn" data-testid="use-search-switch-btn" data-k="search" data-checked="false">${ICON.globe}<span>联网搜索</span></button>
        <span class="grow"></span>
        <button class="send-btn" id="flow-end-msg-send" data-testid="chat_input_send_button" aria-label="发送" aria-disabled="true">${ICON.up}</button>
        <button class="stop-btn" data-testid="chat_input_local_break_button" aria-label="停止生成" hidden>${ICON.stop}</button>
      </div>
    </div>
    <div class="footnote">内容由 AI 生成，请仔细甄别</div></div>
    <aside class="drawer" data-testid="search-reference-drawer" id="drawer" hidden>
      <div class="drawer-head"><span>参考资料</span><button id="drawer-close" aria-label="关闭">×</button></div>
      <div class="drawer-list" id="drawer-list"></div>
    </aside>
  </main>
</div>
<div class="sheet" id="sheet" hidden><div class="sheet-panel" role="menu" aria-label="技能">
  <div class="sheet-grab"></div>
  <button class="sheet-item" role="switch" data-testid="use-deep-thinking-switch-btn" data-k="think" data-checked="false"><span>深度思考</span><i></i></button>
  <button class="sheet-item" role="switch" data-testid="use-search-switch-btn" data-k="search" data-checked="false"><span>联网搜索</span><i></i></button>
  <button class="sheet-item" role="menuitem"><span>图像生成</span></button>
</div></div>`,
  });
}

export function threadPage(shared: SharedAnswer | null): string {
  return sharePage(shared, { answerClass: 'flow-markdown-body', accent: '#1d5cff' });
}
