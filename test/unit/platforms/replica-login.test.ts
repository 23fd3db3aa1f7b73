// Every replica's login over plain HTTP: with login required nothing issues a session but the
// login page (phone + SMS code), the session it issues is the family's own cookie or stored token,
// and the chat page and API accept it; without the option a page load still logs in silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPlatformDefinition } from '../../../src-main/engine/platforms/index.js';
import { SANDBOX_SMS_CODE, startSandbox, type SandboxServer } from '../../../src-main/sandbox/index.js';

let strict: SandboxServer;
let open: SandboxServer;
beforeAll(async () => {
  strict = await startSandbox({ loginRequired: true });
  open = await startSandbox();
});
afterAll(async () => {
  await strict?.close();
  await open?.close();
});

const post = (base: string, path: string, body: object) => fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? null;

describe('login-required replicas', () => {
  for (const [family, page, cookie] of [
    ['doubao', '/doubao/chat/', 'sessionid'],
    ['yuanbao', '/yuanbao/chat/naQivTmsDa', 'hy_token'],
    ['qianwen', '/qianwen/', 'tongyi_sso_ticket'],
  ] as const) {
    it(`${family}: the chat page is the login form until the form issues the session cookie`, async () => {
      const wall = await fetch(strict.baseUrl + page);
      const html = await wall.text();
      expect(html).toContain('id="login-form"');
      expect(getPlatformDefinition(family)!.login.texts.some((t) => html.includes(t))).toBe(true);
      expect(cookieOf(wall, cookie)).toBeNull();

      const wrong = await post(strict.baseUrl, `/${family}/__login`, { phone: '13800000000', code: '000000' });
      expect(await wrong.json()).toEqual({ ok: false, message: '手机号或验证码错误' });
      expect(cookieOf(wrong, cookie)).toBeNull();
      const right = await post(strict.baseUrl, `/${family}/__login`, { phone: '13800000000', code: SANDBOX_SMS_CODE });
      expect(await right.json()).toEqual({ ok: true });
      const session = cookieOf(right, cookie);
      expect(session).not.toBeNull();

      const app = await (await fetch(strict.baseUrl + page, { headers: { cookie: session! } })).text();
      expect(app).not.toContain('id="login-form"');
      // a made-up cookie is no session
      expect(await (await fetch(strict.baseUrl + page, { headers: { cookie: `${cookie}=forged` } })).text()).toContain('id="login-form"');
    });
  }

  it('deepseek: no token in the page; its sign-in takes only the SMS code, and the API accepts the token it hands out', async () => {
    const html = await (await fetch(`${strict.baseUrl}/deepseek/`)).text();
    expect(html).toContain('"provisionToken":""');
    expect(((await (await post(strict.baseUrl, '/deepseek/api/v0/users/login', { phone: '13800000000', code: '1' })).json()) as { code: number }).code).not.toBe(0);
    const ok = (await (await post(strict.baseUrl, '/deepseek/api/v0/users/login', { phone: '13800000000', code: SANDBOX_SMS_CODE })).json()) as { data: { biz_data: { user: { token: string } } } };
    const token = ok.data.biz_data.user.token;
    const me = (await (await fetch(`${strict.baseUrl}/deepseek/api/v0/users/current`, { headers: { authorization: `Bearer ${token}` } })).json()) as { code: number };
    expect(me.code).toBe(0);
  });

  it('kimi: the wall links to the login form, which hands the page a refresh token the gateway accepts', async () => {
    expect(await (await fetch(`${strict.baseUrl}/kimi/__login`)).text()).toContain('id="login-form"');
    const refresh = (token: string) => fetch(`${strict.baseUrl}/kimi/api/auth/token/refresh`, { headers: { authorization: `Bearer ${token}` } });
    const given = (await (await post(strict.baseUrl, '/kimi/__login', { phone: '13800000000', code: SANDBOX_SMS_CODE })).json()) as { ok: boolean; token: string; storage: unknown };
    expect(given).toMatchObject({ ok: true, storage: { key: 'refresh_token', wrapped: false } });
    expect((await refresh(given.token)).status).toBe(200);
    expect((await refresh('kimi-rt-forged')).status).toBe(401);
  });
});

describe('replicas without the option', () => {
  it('a page load still issues a session silently', async () => {
    const res = await fetch(`${open.baseUrl}/doubao/chat/`);
    expect(await res.text()).not.toContain('id="login-form"');
    expect(cookieOf(res, 'sessionid')).not.toBeNull();
  });
});
