import { MARKDOWN_JS } from '../client/markdown.js';
import { PAGE_KIT_JS } from '../client/page-kit.js';
import { escapeHtml, scriptJson } from '../http-util.js';
import { DEEPSEEK_APP_JS } from './page-app.js';
import { DEEPSEEK_CSS } from './page-style.js';
import { ICONS } from './icons.js';

export interface AppPageConfig {
  base: string;
  /** written to localStorage when the page finds no token: the "user logged in once" */
  provisionToken: string | null;
  mobile: boolean;
  defaultToggles: { thinking: boolean; search: boolean };
}

const head = (title: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">` +
  `<title>${escapeHtml(title)}</title><style>${DEEPSEEK_CSS}</style></head>`;

export function appPage(cfg: AppPageConfig): string {
  return `${head('DeepSeek - 探索未至之境')}
<body${cfg.mobile ? ' class="is-mobile"' : ''}>
<div id="root" data-ready="false">
  <div class="c7f1a2e">
    <div class="_5d1e2a0">deepseek</div>
    <div role="button" tabindex="0" class="_3b8f0e1" id="new-chat">${ICONS.pen}<span>开启新对话</span></div>
    <div class="_a0c4d91"><div class="_4e2d8c3">今天</div><div id="history"></div></div>
    <div class="_b72e9a4">个人信息</div>
  </div>
  <div class="e94b0d3">
    <div class="_m0bar">${ICONS.menu}<span>新对话</span>${ICONS.pen}</div>
    <div class="a1d0c6e" id="scroll-area">
      <div class="b8e2f4a" id="welcome">
        <div class="_w1">我是 DeepSeek，很高兴见到你！</div>
        <div class="_w2">我可以帮你写代码、读文件、写作各种创意内容，请把你的任务交给我吧~</div>
      </div>
      <div class="f3c9d1b" id="thread"></div>
    </div>
    <div class="d6a8e70" id="composer">
      <div class="_c0a1b2">
        <div role="button" tabindex="0" class="_plus3e" id="plus-btn" aria-label="更多功能">+</div>
        <textarea id="chat-input" class="_27c9245" rows="2" placeholder="给 DeepSeek 发送消息 "></textarea>
      </div>
      <div class="_bar9f2">
        <div class="ad2c7f5">
          <div role="button" tabindex="0" class="ds-atom-button _1f3e5a7 ds-toggle-button" data-k="thinking">${ICONS.think}<span class="_6dbc175">深度思考 (R1)</span></div>
          <div role="button" tabindex="0" class="ds-atom-button _1f3e5a7 ds-toggle-button" data-k="search">${ICONS.globe}<span class="_6dbc175">联网搜索</span></div>
        </div>
        <div class="_r8e1c0">
          <div role="button" tabindex="0" class="_a9f1d0" aria-label="上传附件">${ICONS.clip}</div>
          <div role="button" tabindex="0" class="_7436101" id="send-btn" aria-label="发送" aria-disabled="true">${ICONS.up}</div>
        </div>
      </div>
    </div>
    <div class="_f0c1e9">内容由 AI 生成，请仔细甄别</div>
  </div>
  <aside class="_src5b2" id="sources-panel" role="complementary" aria-label="搜索结果" hidden>
    <div class="_srch1"><span>搜索结果</span><span role="button" tabindex="0" aria-label="关闭" id="sources-close">${ICONS.close}</span></div>
    <div id="sources-list"></div>
  </aside>
</div>
<div class="_sheet8a1" id="tool-sheet" hidden>
  <div class="_sbk" id="tool-sheet-backdrop"></div>
  <div class="_spn" role="menu" aria-label="工具">
    <div class="_sgrab"></div>
    <div role="menuitemcheckbox" tabindex="0" aria-checked="false" class="_mi71c" data-k="thinking"><span>深度思考 (R1)</span><i class="_sw5"></i></div>
    <div role="menuitemcheckbox" tabindex="0" aria-checked="false" class="_mi71c" data-k="search"><span>联网搜索</span><i class="_sw5"></i></div>
    <div role="menuitem" tabindex="0" class="_mi71c"><span>上传文件</span></div>
  </div>
</div>
<script>window.__DS__ = ${scriptJson(cfg)}; window.__ICONS__ = ${scriptJson(ICONS)};</script>
<script>${MARKDOWN_JS}</script>
<script>${PAGE_KIT_JS}</script>
<script>${DEEPSEEK_APP_JS}</script>
</body></html>`;
}

export function signInPage(base: string): string {
  return `${head('DeepSeek - 登录')}
<body><div class="si-wrap"><div class="si-card">
  <h1>deepseek</h1>
  <div class="si-tabs"><span class="on">验证码登录</span><span>密码登录</span></div>
  <input id="si-account" placeholder="请输入手机号/邮箱地址" autocomplete="username">
  <input id="si-password" type="password" placeholder="请输入密码" autocomplete="current-password">
  <div role="button" tabindex="0" id="si-submit">登录</div>
  <p style="font-size:12px;color:#888">注册登录即代表已阅读并同意我们的用户协议与隐私政策</p>
</div></div>
<script>
document.getElementById('si-submit').addEventListener('click', async function () {
  var res = await fetch(${JSON.stringify(base)} + '/api/v0/users/login', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: document.getElementById('si-account').value, phone: document.getElementById('si-account').value, code: document.getElementById('si-password').value }) });
  var j = await res.json();
  if (j.code === 0) { localStorage.setItem('userToken', JSON.stringify({ value: j.data.biz_data.user.token, __version: '0' })); location.href = ${JSON.stringify(base)} + '/'; }
});
</script></body></html>`;
}

export interface SharedConversation {
  prompt: string;
  answer: string;
  reasoning: string | null;
  sources: { url: string; title: string; site_name: string; cite_index: number }[];
  title: string;
}

export function sharePage(shared: SharedConversation | null): string {
  if (!shared) {
    return `${head('DeepSeek - 分享')}<body><div class="sh-wrap"><div class="sh-banner">分享链接不存在或已失效</div></div></body></html>`;
  }
  return `${head(`${shared.title} - DeepSeek`)}
<body><div class="sh-wrap">
  <div class="sh-banner">此对话由 DeepSeek 用户分享，内容由 AI 生成，请仔细甄别</div>
  <div class="_9663006"><div class="_u7b1">${escapeHtml(shared.prompt)}</div></div>
  <div class="_4f9bf79"><div class="_av3c">D</div><div class="_b0d1y">
    ${shared.reasoning ? `<div class="_48edb25"><div class="_5255ff8">已深度思考</div><div class="e1675d8b ds-think-content">${escapeHtml(shared.reasoning)}</div></div>` : ''}
    <div class="ds-markdown ds-markdown--block" id="shared-answer"></div>
  </div></div>
</div>
<script>window.__SHARED__ = ${scriptJson(shared)};</script>
<script>${MARKDOWN_JS}</script>
<script>
(function () {
  var s = window.__SHARED__;
  document.getElementById('shared-answer').innerHTML = window.__md.render(s.answer, function (n) {
    for (var i = 0; i < s.sources.length; i++) if (s.sources[i].cite_index === n) return s.sources[i];
    return null;
  });
})();
</script></body></html>`;
}
