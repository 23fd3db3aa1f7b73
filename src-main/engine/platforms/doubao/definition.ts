// www.doubao.com, from spec/platforms.md: data-testid hooks, the semi-design input, the
// `#flow-end-msg-send` button, login in `sessionid`/`sessionid_ss`/`ttwid` cookies, the
// `/chat/completion` SSE stream whose URL the page signs (`a_bogus`, `msToken`). The search
// switch's test id (`use-search-switch-btn`) is not in public captures: it mirrors the deep
// thinking one, and its visible text is the fallback.
//
// Doubao flags headless Playwright Chromium, so the real site runs headed in a real Chrome;
// the sandbox replica does not care and the pool runs it in its shared headless browser.

import type { ClientType, PlatformDefinition } from '../types.js';
import { featuresOf } from '../features.js';
import { parseDoubaoStream } from './stream-parser.js';

const ON_STATE = [{ attr: 'data-checked', on: 'true' }, { attr: 'aria-pressed', on: 'true' }, { classContains: 'switch-active' }];

function doubao(clientType: ClientType): PlatformDefinition {
  const mobile = clientType === 'mobile';
  const features = featuresOf(mobile ? 'doubao_mobile' : 'doubao');
  return {
    code: mobile ? 'doubao_mobile' : 'doubao',
    family: 'doubao',
    displayName: mobile ? '豆包（移动端）' : '豆包',
    clientType,
    entryUrl: 'https://www.doubao.com/chat/',
    sandboxPath: '/doubao',
    deviceProfile: mobile ? 'iPhone 13' : null,
    browser: { headless: false, channel: 'chrome' },
    features,
    prompt: { kind: 'type' },
    page: {
      input: ['textarea.semi-input-textarea', '[data-testid="chat_input_input"]', 'textarea[placeholder*="发消息"]'],
      // the phone keyboard's Enter is a newline
      sendBy: mobile ? 'click' : 'enter',
      sendButtons: ['#flow-end-msg-send', '[data-testid="chat_input_send_button"]'],
      toggleCandidates: 'button, [role="button"], [role="switch"], [role="menuitemcheckbox"]',
      toggles: {
        reasoning: { selectors: ['[data-testid="use-deep-thinking-switch-btn"]'], texts: ['深度思考'], onState: ON_STATE },
        search: { selectors: ['[data-testid="use-search-switch-btn"]'], texts: ['联网搜索'], onState: ON_STATE },
      },
      toggleMenuOpeners: ['[data-testid="chat_input_more_button"]', 'button[aria-label="更多"]'],
      answer: '[data-testid="receive_message"] [data-testid="message_text_content"]',
      stopButtons: ['[data-testid="chat_input_local_break_button"]', 'button[aria-label="停止生成"]'],
      generatingTexts: [],
      reasoning: ['[data-testid="receive_message"] [data-testid="thinking-block-content"]'],
      sourceLinks: ['a[data-testid="search-text-item"]', '[data-testid="search-text-item"] a[href]'],
      followUps: ['[data-testid="suggest_message_item"]'],
      citationMarker: 'sup',
      errorTexts: ['当前使用人数较多，请稍后再试', '你的请求过于频繁，请稍后再试', '网络错误，请稍后重试'],
    },
    share: {
      buttons: ['[data-testid="message_action_share"]'],
      confirmButtons: ['[data-testid="thread_share_copy_btn"]'],
      dialog: '[role="dialog"]',
      linkPattern: /\/thread\/[A-Za-z0-9]+/,
      createPathSuffix: '/samantha/thread/share/create',
      createIdPath: ['data', 'share_id'],
      linkTemplate: '${origin}/thread/${id}',
    },
    login: {
      urlPatterns: [/\/passport\//, /\/login/],
      texts: ['登录后免费使用豆包', '登录已过期，请重新登录', '手机号登录', '抖音一键登录'],
    },
    session: { cookies: ['sessionid', 'sessionid_ss', 'ttwid'], storageKeys: [], loginPath: '/chat/' },
    challenge: {
      texts: ['请完成下列验证后继续', '按住左边按钮拖动完成上方拼图'],
      selectors: ['#captcha_container', '.captcha_verify_container', 'iframe[src*="verify"]'],
      header: null,
    },
    stream: { requests: [{ method: 'POST', pathSuffix: '/chat/completion' }], capture: 'first' },
    // the phone site streams the same blocks; the driver keeps only what the code's features list
    parseStream: parseDoubaoStream,
  };
}

export const DOUBAO_WEB = doubao('web');
export const DOUBAO_MOBILE = doubao('mobile');
export const DOUBAO = [DOUBAO_WEB, DOUBAO_MOBILE];
