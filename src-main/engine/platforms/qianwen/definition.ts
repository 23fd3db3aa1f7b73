// www.qianwen.com (通义千问), from spec/platforms.md. The page's own class names are hashed; the
// stable hooks are its icon ids (`data-icon-type="qwpcicon-…"`), its log parameters
// (`data-log-params` naming the feature) and ARIA. The chat request is signed in page script
// (`bx-ua` and friends), so the prompt is typed and sent through the page.

import type { ClientType, PlatformDefinition } from '../types.js';
import { featuresOf } from '../features.js';
import { parseQianwenStream, type QianwenErrorCodes } from './stream-parser.js';

/**
 * `error_code`s of refusal records and bodies. login/busy/rate-limit codes are an assumption
 * (spec/platforms.md names none for qianwen); the challenge prefixes are the Alibaba anti-bot
 * layer's `ret` values.
 */
export const QIANWEN_ERROR_CODES: QianwenErrorCodes = {
  login: ['40100', '40101', 'NOT_LOGIN', 'SESSION_EXPIRED'],
  rateLimit: ['42900', 'FLOW_LIMIT'],
  busy: ['50300', 'SYSTEM_BUSY'],
  challenge: ['FAIL_SYS_USER_VALIDATE', 'RGV587_ERROR'],
};

const onState = [{ attr: 'aria-pressed', on: 'true' }, { attr: 'aria-checked', on: 'true' }, { classContains: 'qw-selected' }];

function qianwen(clientType: ClientType): PlatformDefinition {
  const mobile = clientType === 'mobile';
  const code = mobile ? 'qianwen_mobile' : 'qianwen';
  return {
    code,
    family: 'qianwen',
    displayName: mobile ? '通义千问（移动端）' : '通义千问',
    clientType,
    entryUrl: 'https://www.qianwen.com/',
    sandboxPath: '/qianwen',
    deviceProfile: mobile ? 'iPhone 13' : null,
    browser: { headless: true, channel: null },
    features: featuresOf(code),
    prompt: { kind: 'type' },
    page: {
      input: ['textarea#chat-input', 'textarea[placeholder*="千问"]', '[data-slate-editor="true"]', 'textarea'],
      // the phone keyboard's Enter inserts a newline there
      sendBy: mobile ? 'click' : 'enter',
      sendButtons: ['[data-icon-type="qwpcicon-sendChat"]', 'button[aria-label="发送"]'],
      toggleCandidates: 'button, [role="button"], [role="switch"], [role="menuitemcheckbox"]',
      toggles: {
        reasoning: { selectors: ['[data-log-params*="deepThink"]'], texts: ['深度思考'], onState },
        search: { selectors: ['[data-log-params*="webSearch"]'], texts: ['联网搜索'], onState },
      },
      toggleMenuOpeners: ['[data-icon-type="qwpcicon-addMedium"]', 'button[aria-label="更多功能"]'],
      answer: '.answer-content .markdown-body',
      stopButtons: ['[data-icon-type="qwpcicon-stop"]', 'button[aria-label="停止生成"]'],
      generatingTexts: [],
      reasoning: ['.thinking-content .markdown-body'],
      sourceLinks: ['[aria-label="参考资料"] a[href]'],
      followUps: ['.recommend-query [role="button"]'],
      citationMarker: 'sup',
      errorTexts: ['当前使用人数过多，请稍后再试', '您的提问太频繁了，请稍后再试', '出错了，请稍后重试'],
    },
    share: {
      buttons: ['[data-icon-type="qwpcicon-share"]', 'button[aria-label="分享"]'],
      confirmButtons: ['button[aria-label="创建并复制链接"]'],
      dialog: '[role="dialog"]',
      linkPattern: /\/share\?shareId=[A-Za-z0-9-]+/,
      createPathSuffix: '/api/v1/share/create',
      createIdPath: ['data', 'shareId'],
      linkTemplate: '${origin}/share?shareId=${id}',
    },
    login: {
      // the Aliyun passport pages the site redirects to (matched against the path)
      urlPatterns: [/\/mini_login\.htm/, /\/login(\.htm)?$/],
      texts: ['登录已过期', '扫码登录', '手机号登录', '登录后即可使用'],
    },
    session: { cookies: ['tongyi_sso_ticket', 'login_aliyunid_ticket'], storageKeys: [], loginPath: '/' },
    challenge: {
      texts: ['请按住滑块，拖动到最右边', '哎哟喂,被挤爆啦'],
      selectors: ['#nc_1_n1z', '.baxia-dialog'],
      header: { name: 'bxpunish', value: '1' },
    },
    stream: { requests: [{ method: 'POST', pathSuffix: '/api/v2/chat' }], capture: 'first' },
    parseStream: (responses) => parseQianwenStream(responses, QIANWEN_ERROR_CODES),
  };
}

export const QIANWEN_WEB = qianwen('web');
export const QIANWEN_MOBILE = qianwen('mobile');

export const QIANWEN = [QIANWEN_WEB, QIANWEN_MOBILE];
