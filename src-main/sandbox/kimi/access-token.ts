// Kimi's access token: an HS256 JWT (`app_id: "kimi"`, `typ: "access"`, device and session ids)
// that lives ~15 minutes in the `kimi-auth` cookie; the page trades its refresh token for a new
// one before it lapses. The replica signs its own and accepts only those, unexpired.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const ACCESS_TTL_MS = 15 * 60_000;

export interface AccessClaims {
  sub: string;
  ssid: string;
  device_id: string;
  app_id: 'kimi';
  typ: 'access';
  iat: number;
  exp: number;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

export class AccessTokens {
  private readonly secret = randomBytes(32);

  constructor(private readonly ttlMs = ACCESS_TTL_MS) {}

  issue(sub: string, ssid: string, deviceId: string, now = Date.now()): string {
    const claims: AccessClaims = { sub, ssid, device_id: deviceId, app_id: 'kimi', typ: 'access', iat: Math.floor(now / 1000), exp: Math.floor((now + this.ttlMs) / 1000) };
    const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
    return `${unsigned}.${this.mac(unsigned).toString('base64url')}`;
  }

  /** the claims of a token this replica signed that has not expired, else null */
  verify(token: string | null | undefined, now = Date.now()): AccessClaims | null {
    const parts = (token ?? '').split('.');
    if (parts.length !== 3) return null;
    const expected = this.mac(`${parts[0]}.${parts[1]}`);
    const given = Buffer.from(parts[2]!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as AccessClaims;
      return claims.typ === 'access' && claims.exp * 1000 > now ? claims : null;
    } catch {
      return null;
    }
  }

  setCookie(token: string, path: string): string {
    return `kimi-auth=${token}; Path=${path}; SameSite=Lax; Max-Age=${Math.floor(this.ttlMs / 1000)}`;
  }

  private mac(data: string): Buffer {
    return createHmac('sha256', this.secret).update(data).digest();
  }
}
