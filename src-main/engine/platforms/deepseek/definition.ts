// chat.deepseek.com, from spec/platforms.md. Class names there are hashed and change with every
// deploy: every hook below is text, role, ARIA or a stable semantic class.

import type { ClientType, PlatformDefinition } from '../types.js';
import { featuresOf } from '../features.js';
import { parseDeepseekStream } from './stream-parser.js';

/** where follow-up questions sit in the patched response state */
export const DEEPSEEK_FOLLOW_UPS_PATH = 'response/follow_up_questions';

function deepseek(clientType: ClientType): PlatformDefinition {
  const mobile = clientType === 'mobile';
  return {
    code: mobile ? 'deepseek_mobile' : 'deepseek',
    family: 'deepseek',
    displayName: mobile ? 'DeepSeek（移动端）' : 'DeepSeek',
    clientType,
    entryUrl: 'https://chat.deepseek.com/',
    sandboxPath: '/deepseek',
    deviceProfile: mobile ? 'Pixel 7' : null,
    browser: { headless: true, channel: null },
    features: featuresOf(mobile ? 'deepseek_mobile' : 'deepseek'),
    prompt: { kind: 'type' },
    page: {
      input: ['textarea#chat-input', 'textarea[placeholder*="DeepSeek"]', 'textarea[placeholder*="发送消息"]', 'textarea'],
      // the phone layout inserts a newline on Enter
      sendBy: mobile ? 'click' : 'enter',
      sendButtons: ['[role="button"][aria-label="发送"]', '[role="button"][aria-label="Send"]', 'button[aria-label="发送"]'],
      toggleCandidates: '[role="button"], button, [role="menuitemcheckbox"], [role="switch"], [role="checkbox"]',
      toggles: {
        reasoning: {
          selectors: [],
          texts: ['深度思考', 'DeepThink'],
          onState: [
            { attr: 'aria-checked', on: 'true' },
            { attr: 'aria-pressed', on: 'true' },
            { classContains: 'toggle-button--selected' },
          ],
        },
        search: {
          selectors: [],
          texts: ['联网搜索', 'Search'],
          onState: [
            { attr: 'aria-checked', on: 'true' },
            { attr: 'aria-pressed', on: 'true' },
            { classContains: 'toggle-button--selected' },
          ],
        },
      },
      toggleMenuOpeners: ['[role="button"][aria-label="更多功能"]', '[role="button"][aria-label="More"]', 'button[aria-label="更多功能"]'],
      answer: '.ds-markdown',
      stopButtons: ['[role="button"][aria-label="停止生成"]', '[role="button"][aria-label="Stop"]'],
      generatingTexts: [],
      reasoning: ['.ds-think-content'],
      sourceLinks: ['[aria-label="搜索结果"] a[href]'],
      followUps: [],
      citationMarker: 'sup',
      errorTexts: ['服务器繁忙，请稍后再试', 'Server busy'],
    },
    share: {
      buttons: ['[role="button"][aria-label="分享"]', '[role="button"][aria-label="Share"]'],
      confirmButtons: [],
      dialog: '[role="dialog"]',
      linkPattern: /\/share\/[A-Za-z0-9_-]+/,
      createPathSuffix: '/api/v0/share/create',
      createIdPath: ['data', 'biz_data', 'share_id'],
      linkTemplate: '${origin}/share/${id}',
    },
    login: {
      urlPatterns: [/\/sign_in/, /\/login/, /passport/],
      texts: ['登录已过期', '请重新登录', '密码登录', '验证码登录'],
    },
    session: { cookies: [], storageKeys: ['userToken'], loginPath: '/sign_in' },
    challenge: {
      texts: ['请完成安全验证', '拖动滑块', 'Verify you are human', 'Just a moment'],
      selectors: ['iframe[src*="challenges.cloudflare.com"]', '[role="slider"][aria-label*="滑块"]'],
      header: { name: 'cf-mitigated', value: 'challenge' },
    },
    stream: { requests: [{ method: 'POST', pathSuffix: '/api/v0/chat/completion' }], capture: 'first' },
    parseStream: (responses) => parseDeepseekStream(responses[0]!, { followUps: DEEPSEEK_FOLLOW_UPS_PATH }),
  };
}

export const DEEPSEEK_WEB = deepseek('web');
export const DEEPSEEK_MOBILE = deepseek('mobile');

/** the family's codes, registered in platforms/index.ts */
export const DEEPSEEK = [DEEPSEEK_WEB, DEEPSEEK_MOBILE];
