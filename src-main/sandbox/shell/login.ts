// The replicas' login page, once for every family: a phone number and an SMS code (the sandbox
// code is always SANDBOX_SMS_CODE). It stands where the site's own login wall stands — at the
// definition's loginPath — and on success the family's SessionStore issues its own session
// cookie (or hands the page the token for its storage key). With `loginRequired` the replicas
// issue sessions only here, so a saved login really is what keeps a run going.

import { escapeHtml, scriptJson, sendHtml, sendJson } from '../http-util.js';
import type { ReplicaRequest } from './request.js';

export const SANDBOX_SMS_CODE = '123456';
/** below the family prefix: the login form (GET) and where it posts (POST) */
export const LOGIN_POST_PATH = '/__login';

export interface LoginLook {
  /** the site's name in the page title */
  site: string;
  /** the heading; one of the definition's login texts, so a run that lands here reads "login" */
  heading: string;
}

export function credentialsAccepted(body: Record<string, unknown>): boolean {
  return /^1\d{10}$/.test(String(body.phone ?? '')) && String(body.code ?? '') === SANDBOX_SMS_CODE;
}

export function sendLoginPage(r: ReplicaRequest, base: string, look: LoginLook): void {
  const cfg = scriptJson({ post: `${base}${LOGIN_POST_PATH}`, home: `${base}/` });
  sendHtml(
    r.res,
    200,
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(look.site)} - 登录</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;display:flex;justify-content:center;margin-top:80px">
<form id="login-form" style="display:flex;flex-direction:column;gap:12px;width:300px">
  <h1 style="font-size:20px">${escapeHtml(look.heading)}</h1>
  <input id="login-phone" name="phone" inputmode="numeric" placeholder="请输入手机号" autocomplete="tel">
  <input id="login-code" name="code" inputmode="numeric" placeholder="请输入验证码" autocomplete="one-time-code">
  <button id="login-submit" type="submit">登录</button>
  <p id="login-error" role="alert" style="color:#c00"></p>
</form>
<script>
(function () {
  var CFG = ${cfg};
  document.getElementById('login-form').addEventListener('submit', async function (e) {
    e.preventDefault();
    var res = await fetch(CFG.post, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: document.getElementById('login-phone').value, code: document.getElementById('login-code').value }) });
    var j = await res.json();
    if (!j.ok) { document.getElementById('login-error').textContent = j.message; return; }
    if (j.storage) localStorage.setItem(j.storage.key, j.storage.wrapped ? JSON.stringify({ value: j.token, __version: '0' }) : j.token);
    // the chat page, now with a session (a login wall that stood in its place goes with it)
    location.href = CFG.home;
  });
})();
</script></body></html>`,
  );
}

export function sendLoginRefused(r: ReplicaRequest): void {
  sendJson(r.res, 200, { ok: false, message: '手机号或验证码错误' });
}
