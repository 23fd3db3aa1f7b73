// The page-computed request token every replica demands, in the spirit of deepseek's
// proof-of-work, doubao's a_bogus and qianwen's bx-ua: each page load gets a key embedded in
// its script, the page signs `timestamp \n path \n body` with it (HMAC-SHA256 in WebCrypto),
// and the server checks the signature once. A request made outside the page has no key and
// fails, exactly as it would on the real site. Where the site carries the token (a query
// parameter, a header) is the family's choice.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const KEY_TTL_MS = 30 * 60_000;
const MAX_KEYS = 5000;
/** a signature older than this is refused (the page signs right before sending) */
const MAX_AGE_MS = 120_000;

export interface PageKey {
  /** key id, travels with every signature */
  kid: string;
  /** the secret the page script signs with (hex) */
  secret: string;
}

export class RequestSigner {
  private readonly keys = new Map<string, { secret: string; expireAt: number }>();
  private readonly used = new Set<string>();

  /** one key per page load, embedded in the page's config */
  pageKey(): PageKey {
    const kid = randomBytes(8).toString('hex');
    const secret = randomBytes(24).toString('hex');
    this.keys.set(kid, { secret, expireAt: Date.now() + KEY_TTL_MS });
    if (this.keys.size > MAX_KEYS) this.keys.delete(this.keys.keys().next().value as string);
    return { kid, secret };
  }

  /** `signature` is what the page's `__sbxSign` produced: `kid.ts.hex`; single use */
  verify(signature: string | null | undefined, path: string, body: string): boolean {
    if (!signature) return false;
    const [kid, ts, mac] = signature.split('.');
    if (!kid || !ts || !mac || !/^\d+$/.test(ts) || !/^[0-9a-f]{64}$/.test(mac)) return false;
    const key = this.keys.get(kid);
    if (!key || key.expireAt < Date.now() || Math.abs(Date.now() - Number(ts)) > MAX_AGE_MS) return false;
    if (this.used.has(signature)) return false;
    const expected = createHmac('sha256', Buffer.from(key.secret, 'hex')).update(`${ts}\n${path}\n${body}`).digest();
    if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return false;
    this.used.add(signature);
    if (this.used.size > MAX_KEYS * 4) this.used.delete(this.used.values().next().value as string);
    return true;
  }
}

/**
 * Browser JS (plain ES5 + WebCrypto): `await window.__sbxSign(pageKey, path, bodyText)` returns
 * the signature string. `path` must be the URL pathname the server sees.
 */
export const SIGN_JS = String.raw`
(function () {
  function hex(buf) { return Array.prototype.map.call(new Uint8Array(buf), function (b) { return ('0' + b.toString(16)).slice(-2); }).join(''); }
  function bytes(h) { var out = new Uint8Array(h.length / 2); for (var i = 0; i < out.length; i++) out[i] = parseInt(h.substr(i * 2, 2), 16); return out; }
  window.__sbxSign = async function (key, path, body) {
    var ts = String(Date.now());
    var k = await crypto.subtle.importKey('raw', bytes(key.secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    var mac = await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(ts + '\n' + path + '\n' + (body || '')));
    return key.kid + '.' + ts + '.' + hex(mac);
  };
})();
`;
