// The markup of the Kimi replica's chat page (www.kimi.com): sidebar, conversation, the editor
// card with its two switches and send button, and the search-result side panel.

import { escapeHtml } from '../http-util.js';
import { ICONS } from '../deepseek/icons.js';

export interface KimiPageConfig {
  base: string;
  /** the refresh token a logged-in browser keeps in localStorage (expired under [sim:login]) */
  refreshToken: string;
  /** per page load, for the request signature */
  pageKey: { kid: string; secret: string };
  /** what the account remembers; the driver has to read the switches before it clicks */
  defaultSwitches: { search: boolean; thinking: boolean };
  chatPath: string;
  sharePath: string;
  refreshPath: string;
}

const sw = (key: 'search' | 'thinking', label: string, icon: string) =>
  `<div class="toolkit-item ${key}-switch" role="switch" tabindex="0" aria-checked="false" data-k="${key}" data-testid="msh-chatinput-${key}-switch">${icon}<span>${escapeHtml(label)}</span></div>`;

export function chatBody(): string {
  return `<div class="app-layout" id="app" data-ready="false">
  <aside class="sidebar">
    <div class="sidebar-logo"><span class="k">K</span>Kimi</div>
    <div class="new-chat-btn" role="button" tabindex="0" id="new-chat">${ICONS.pen}<span>新建会话</span></div>
    <div class="history-part"><div class="history-title">历史会话</div><div id="history"></div></div>
    <div class="sidebar-user"><span class="avatar">用</span><span>Kimi 用户</span></div>
  </aside>
  <main class="main">
    <div class="chat-detail-main" id="scroll-area">
      <div class="home-welcome" id="welcome"><h1>Kimi</h1><p>你好，我是 Kimi。可以问我任何问题，我会尽力给出有依据的回答。</p></div>
      <div class="chat-content-list" id="thread"></div>
    </div>
    <div class="chat-editor">
      <div class="chat-input-editor" contenteditable="true" role="textbox" aria-multiline="true" data-lexical-editor="true" aria-placeholder="尽管问，带图也行" id="editor"></div>
      <div class="chat-editor-action">
        <div class="toolkit">${sw('search', '联网搜索', ICONS.globe!)}${sw('thinking', '长思考', ICONS.think!)}</div>
        <div class="send-button-container disabled" id="send-box"><div class="send-button" role="button" tabindex="0" aria-label="发送" id="send">${ICONS.up}</div></div>
      </div>
    </div>
    <div class="editor-footer">内容由 AI 生成，请仔细甄别</div>
  </main>
  <aside class="search-result-panel" id="search-panel" role="complementary" aria-label="搜索结果" hidden>
    <div class="panel-header"><span>搜索结果</span><span role="button" tabindex="0" aria-label="关闭" id="panel-close">${ICONS.close}</span></div>
    <div id="site-list"></div>
  </aside>
</div>`;
}
