// A replica's login session: the server issues a token the page keeps (as a cookie the
// response sets, or in localStorage like deepseek's userToken) and accepts only tokens it
// issued. `[sim:login]` hands the page an expired one: present, well-formed, refused — the
// way a real session that timed out looks to the page and to the driver's session hook.

import { randomBytes } from 'node:crypto';
import { sendJson } from '../http-util.js';
import { credentialsAccepted, LOGIN_POST_PATH, sendLoginPage, sendLoginRefused, type LoginLook } from './login.js';
import type { ReplicaRequest } from './request.js';

const MAX_TOKENS = 5000;

export interface SessionOptions {
  /** cookie name the site uses (doubao `sessionid`, yuanbao `hy_token`); null = the page stores the token itself */
  cookie: string | null;
  /** cookie Path: the family prefix, so replicas on one origin never see each other's cookies */
  path: string;
  /** token prefix, for legibility in logs */
  prefix?: string;
  /** for a session the page keeps itself: the localStorage key the login page writes the token to (wrapped: `{value}` JSON) */
  storage?: { key: string; wrapped: boolean };
  /** sessions come only from the login page: a page load without one gets no fresh token */
  required?: boolean;
  /** how the shared login page looks for this site */
  login?: LoginLook;
}

export class SessionStore {
  private readonly valid = new Set<string>();

  constructor(private readonly opts: SessionOptions) {}

  issue(): string {
    const token = `${this.opts.prefix ?? 'sbx'}-${randomBytes(24).toString('base64url')}`;
    this.valid.add(token);
    if (this.valid.size > MAX_TOKENS) this.valid.delete(this.valid.values().next().value as string);
    return token;
  }

  /** a token of the right shape that this server never accepts */
  expired(): string {
    return `${this.opts.prefix ?? 'sbx'}-expired-${randomBytes(16).toString('base64url')}`;
  }

  accepts(token: string | null | undefined): boolean {
    return !!token && this.valid.has(token);
  }

  /**
   * The token a page load carries: the one the browser already holds if it is still valid,
   * else a fresh one (the user "logged in once"), or an expired one under `[sim:login]`. With
   * login required there is no fresh one: '' (the page then shows its sign-in).
   */
  forPage(r: ReplicaRequest): string {
    if (r.directives.login) return this.expired();
    const held = this.opts.cookie ? r.cookie(this.opts.cookie) : null;
    if (held && this.accepts(held)) return held;
    // login required: a page that keeps its token itself gets none and goes to its sign-in page
    return this.opts.required ? '' : this.issue();
  }

  /**
   * The shared login page and its form post. Answers (and returns true) for the form post, and,
   * when login is required, for a page load (`isPage`) without a valid session cookie: the login
   * wall stands where the site's chat page would be.
   */
  async serveLogin(r: ReplicaRequest, isPage: boolean): Promise<boolean> {
    if (r.method === 'POST' && r.path === LOGIN_POST_PATH) {
      if (!credentialsAccepted(await r.json())) {
        sendLoginRefused(r);
        return true;
      }
      const token = this.issue();
      if (this.opts.cookie) r.res.setHeader('set-cookie', this.setCookie(token));
      sendJson(r.res, 200, { ok: true, ...(this.opts.cookie ? {} : { token, storage: this.opts.storage ?? null }) });
      return true;
    }
    const look = this.opts.login ?? { site: this.opts.path.slice(1), heading: '手机号登录' };
    // the form itself, for pages whose own login wall links here (a session kept in localStorage)
    if (r.method === 'GET' && r.path === LOGIN_POST_PATH) {
      sendLoginPage(r, this.opts.path, look);
      return true;
    }
    if (!isPage || !this.opts.required || !this.opts.cookie || r.directives.login) return false;
    if (this.accepts(r.cookie(this.opts.cookie))) return false;
    sendLoginPage(r, this.opts.path, look);
    return true;
  }

  /** `[sim:login]` expires the session for API calls too, whatever token they carry */
  authed(r: ReplicaRequest, token: string | null): boolean {
    return !r.directives.login && this.accepts(token);
  }

  /** the request's session cookie, checked */
  authedByCookie(r: ReplicaRequest): boolean {
    return this.opts.cookie !== null && this.authed(r, r.cookie(this.opts.cookie));
  }

  /**
   * A Set-Cookie value for one of the site's other cookies (device/user ids, CSRF tokens), scoped
   * like the session cookie; `persist: false` = a browser-session cookie (no Max-Age).
   */
  siteCookie(name: string, value: string, persist = true): string {
    return `${name}=${value}; Path=${this.opts.path}; SameSite=Lax${persist ? '; Max-Age=2592000' : ''}`;
  }

  /** a Set-Cookie header value for the token (no HttpOnly: some sites read it in page script) */
  setCookie(token: string): string {
    if (!this.opts.cookie) throw new Error('this session is not cookie-based');
    return this.siteCookie(this.opts.cookie, encodeURIComponent(token));
  }
}
