import { describe, expect, it } from 'vitest';
import { AccessTokens } from '../../../src-main/sandbox/kimi/access-token.js';
import { citationSpans, resultId, toKimiMarkdown } from '../../../src-main/sandbox/kimi/stream.js';

describe('kimi replica: access tokens', () => {
  const tokens = new AccessTokens(15 * 60_000);
  const now = Date.UTC(2026, 0, 1);

  it('accepts its own JWT until it expires', () => {
    const jwt = tokens.issue('user-1', 'ss-1', 'dev-1', now);
    expect(jwt.split('.')).toHaveLength(3);
    expect(tokens.verify(jwt, now + 60_000)).toMatchObject({ sub: 'user-1', app_id: 'kimi', typ: 'access', exp: (now + 15 * 60_000) / 1000 });
    expect(tokens.verify(jwt, now + 15 * 60_000 + 1)).toBeNull();
  });

  it('refuses tampered claims, foreign signatures and junk', () => {
    const jwt = tokens.issue('user-1', 'ss-1', 'dev-1', now);
    const [h, , s] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'user-2', typ: 'access', exp: now / 1000 + 3600 })).toString('base64url');
    expect(tokens.verify(`${h}.${forged}.${s}`, now)).toBeNull();
    expect(new AccessTokens().verify(jwt, now)).toBeNull();
    expect(tokens.verify('not-a-jwt', now)).toBeNull();
    expect(tokens.verify(null, now)).toBeNull();
  });
});

describe('kimi replica: citation markers and spans', () => {
  it('writes Kimi markers and one span per marker over the sentence it closes', () => {
    const text = toKimiMarkdown('甲很好[citation:2]。乙也行[citation:1][citation:3]\n丙');
    expect(text).toBe('甲很好[^2^]。乙也行[^1^][^3^]\n丙');
    expect(citationSpans(text, 'chat0000')).toEqual([
      { index: 2, resultId: resultId('chat0000', 2), startIndex: 0, endIndex: 3 },
      { index: 1, resultId: resultId('chat0000', 1), startIndex: 9, endIndex: 12 },
      { index: 3, resultId: resultId('chat0000', 3), startIndex: 9, endIndex: 12 },
    ]);
  });
});
