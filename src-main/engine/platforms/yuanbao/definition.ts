// yuanbao.tencent.com (腾讯元宝), from spec/platforms.md. The toggles and the send button carry
// stable tracking attributes (`dt-button-id`) and ids; the prompt box is a Quill editor (a
// contenteditable `.ql-editor`, not a textarea).
//
// Assumptions where platforms.md shows nothing, kept identical in the replica (sandbox/yuanbao):
// - the first `meta` record echoes `chatModelId` and `supportFunctions` (the mode check);
// - video cards (视频号/抖音/B站), product cards (京东/拼多多/微信小店) and follow-up questions come in
//   a `components` record: `videoCards`, `goodsCards`, `recommendQuestions`; the cards are
//   retrieved content, so they come only when 联网搜索 ran;
// - plugin search docs (empty url) are not references: a reference needs a url, so they are
//   dropped together with their citation numbers;
// - busy = a final record with `stopReason: "overload"`; throttling = HTTP 429 (or stopReason
//   `requestLimit`); expired `hy_token` = HTTP 401; Tencent's captcha = HTTP 403 with `captcha`.

import type { ClientType, PlatformDefinition } from '../types.js';
import { featuresOf } from '../features.js';
import { parseYuanbaoStream, type YuanbaoStreamRules } from './stream-parser.js';

export const YUANBAO_STREAM_RULES: YuanbaoStreamRules = {
  // deep_seek = DeepSeek-R1, hunyuan_t1 = 混元T1; deep_seek_v3 / hunyuan_gpt_175B_0404 answer without thinking
  thinkModelIds: ['deep_seek', 'hunyuan_t1'],
  searchOn: 'supportInternetSearch',
  searchOff: 'closeInternetSearch',
  normalStops: ['stop', 'finish', 'normal'],
  busyStops: ['overload', 'serverBusy'],
  rateLimitStops: ['requestLimit', 'frequencyLimit'],
};

const onChecked = [{ classContains: 'checked' }];

function yuanbao(clientType: ClientType): PlatformDefinition {
  const mobile = clientType === 'mobile';
  const code = mobile ? 'yuanbao_mobile' : 'yuanbao';
  return {
    code,
    family: 'yuanbao',
    displayName: mobile ? '元宝（移动端）' : '元宝',
    clientType,
    entryUrl: 'https://yuanbao.tencent.com/chat/naQivTmsDa',
    sandboxPath: '/yuanbao',
    deviceProfile: mobile ? 'iPhone 13' : null,
    browser: { headless: true, channel: null },
    features: featuresOf(code),
    prompt: { kind: 'type' },
    page: {
      input: ['.chat-input-editor .ql-editor', '.ql-editor[contenteditable="true"]'],
      // Enter sends on the desktop; the phone keyboard's Enter makes a new line
      sendBy: mobile ? 'click' : 'enter',
      sendButtons: ['#yuanbao-send-btn'],
      toggleCandidates: '[dt-button-id], button, [role="button"]',
      toggles: {
        reasoning: { selectors: ['[dt-button-id="deep_think"]'], texts: ['深度思考'], onState: onChecked },
        search: { selectors: ['[dt-button-id="online_search"]'], texts: ['联网搜索'], onState: onChecked },
      },
      toggleMenuOpeners: ['[dt-button-id="tool_panel"]'],
      answer: '.agent-chat__list__item--ai .hyc-common-markdown',
      stopButtons: ['[dt-button-id="stop_generate"]'],
      generatingTexts: [],
      reasoning: ['.hyc-component-reasoner__text'],
      sourceLinks: ['.agent-dialogue-references a.agent-dialogue-references__item[href]'],
      followUps: ['.agent-chat__recommend-question__item'],
      citationMarker: 'sup',
      errorTexts: ['当前使用人数较多，请稍后再试', '当前提问过于频繁，请稍后再试', '网络异常，请稍后重试'],
    },
    share: mobile
      ? null
      : {
          buttons: ['[dt-button-id="share"]'],
          confirmButtons: ['[dt-button-id="share_copy_link"]'],
          dialog: '.agent-share-dialog',
          linkPattern: /\/s\/[A-Za-z0-9]+/,
          createPathSuffix: '/api/conversations/v2/share',
          createIdPath: ['shareId'],
          linkTemplate: '${origin}/s/${id}',
        },
    login: {
      urlPatterns: [/\/login/],
      texts: ['微信扫码登录', '登录已过期，请重新登录'],
    },
    session: { cookies: ['hy_user', 'hy_token'], storageKeys: [], loginPath: '/' },
    challenge: {
      texts: ['拖动下方滑块完成拼图', '请完成安全验证'],
      selectors: ['#tcaptcha_iframe', '#tCaptchaDyMainWrap'],
      header: null,
    },
    stream: { requests: [{ method: 'POST', pathSuffix: '', pathPattern: /\/api\/chat\/[^/]+$/ }], capture: 'first' },
    parseStream: (responses) => parseYuanbaoStream(responses[0], YUANBAO_STREAM_RULES),
  };
}

export const YUANBAO_WEB = yuanbao('web');
export const YUANBAO_MOBILE = yuanbao('mobile');

/** the family's codes, registered in platforms/index.ts */
export const YUANBAO = [YUANBAO_WEB, YUANBAO_MOBILE];
