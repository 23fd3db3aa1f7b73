// www.kimi.com, from spec/platforms.md (confidence M). Web only: Kimi has no mobile code.
// The prompt box is a contenteditable editor, the mode switches are role=switch controls with
// stable test ids, the answer streams as Connect-RPC frames. The login lives in the `kimi-auth`
// cookie (a ~15 min JWT the page refreshes itself); an expired one ends the stream with the
// Connect code `unauthenticated`.

import { featuresOf } from '../features.js';
import type { PlatformDefinition } from '../types.js';
import { parseKimiStream } from './stream-parser.js';

export const KIMI_CHAT_PATH = '/apiv2/kimi.gateway.chat.v1.ChatService/Chat';
export const KIMI_SHARE_PATH = '/apiv2/kimi.gateway.share.v1.ShareService/CreateShare';

const SWITCH_ON = [{ attr: 'aria-checked', on: 'true' }, { classContains: 'switch-on' }];

export const KIMI_WEB: PlatformDefinition = {
  code: 'kimi',
  family: 'kimi',
  displayName: 'Kimi',
  clientType: 'web',
  entryUrl: 'https://www.kimi.com/',
  sandboxPath: '/kimi',
  deviceProfile: null,
  browser: { headless: true, channel: null },
  features: featuresOf('kimi'),
  prompt: { kind: 'type' },
  page: {
    input: ['.chat-input-editor[contenteditable="true"]', '[role="textbox"][contenteditable="true"]', 'textarea'],
    sendBy: 'enter',
    sendButtons: ['.send-button-container:not(.disabled) .send-button', '[role="button"][aria-label="发送"]'],
    toggleCandidates: '[role="switch"], [role="button"], button',
    toggles: {
      reasoning: { selectors: ['[data-testid="msh-chatinput-thinking-switch"]'], texts: ['长思考', '思考'], onState: SWITCH_ON },
      search: { selectors: ['[data-testid="msh-chatinput-search-switch"]'], texts: ['联网搜索'], onState: SWITCH_ON },
    },
    toggleMenuOpeners: [],
    answer: '.chat-content-item-assistant .markdown-container > .markdown',
    stopButtons: ['.send-button-container.stop', '[role="button"][aria-label="停止输出"]'],
    // the stop button shows for the whole stream; status words could also occur in a question or in reasoning
    generatingTexts: [],
    reasoning: ['.thinking-container .thinking-content'],
    sourceLinks: ['.search-result-panel a.site-card[href]'],
    followUps: [],
    citationMarker: 'sup',
    errorTexts: ['当前使用人数较多，请稍后再试', '请求过于频繁，请稍后再试', '出错了，请稍后重试'],
  },
  share: {
    buttons: ['.segment-assistant-actions [role="button"][aria-label="分享"]'],
    confirmButtons: ['[role="dialog"] [role="button"][data-action="create-link"]'],
    dialog: '[role="dialog"][aria-label="分享对话"]',
    linkPattern: /\/share\/[a-z0-9]+/,
    createPathSuffix: KIMI_SHARE_PATH,
    createIdPath: ['shareId'],
    linkTemplate: '${origin}/share/${id}',
  },
  login: {
    urlPatterns: [/\/login/],
    texts: ['登录以继续使用', '手机号登录', '微信扫码登录', '登录已过期'],
  },
  session: { cookies: ['kimi-auth'], storageKeys: [], loginPath: '/' },
  challenge: {
    texts: ['请完成安全验证', '拖动滑块完成拼图'],
    selectors: ['.captcha-slider[role="slider"]'],
    header: null,
  },
  stream: { requests: [{ method: 'POST', pathSuffix: KIMI_CHAT_PATH }], capture: 'first' },
  parseStream: (responses) => parseKimiStream(responses[0]!),
};

/** Kimi is web only */
export const KIMI = [KIMI_WEB];
