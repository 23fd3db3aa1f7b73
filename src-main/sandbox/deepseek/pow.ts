// The replica's proof-of-work: same shape as the real one (challenge fetched from
// create_pow_challenge, answer sent base64-encoded in `x-ds-pow-response`), but a plain SHA-256
// search of ~256 tries so the page solves it in milliseconds with WebCrypto.

import { createHash, createHmac, randomBytes } from 'node:crypto';

export const POW_ALGORITHM = 'SandboxSHA256';
export const POW_DIFFICULTY = 256;
const EXPIRE_AFTER_MS = 300_000;

interface Issued {
  salt: string;
  expireAt: number;
  targetPath: string;
}

export class PowIssuer {
  private readonly secret = randomBytes(16);
  private readonly issued = new Map<string, Issued>();

  create(targetPath: string) {
    this.prune();
    const challenge = randomBytes(32).toString('hex');
    const salt = randomBytes(10).toString('hex');
    const expireAt = Date.now() + EXPIRE_AFTER_MS;
    this.issued.set(challenge, { salt, expireAt, targetPath });
    return {
      algorithm: POW_ALGORITHM,
      challenge,
      salt,
      signature: createHmac('sha256', this.secret).update(`${challenge}${salt}${expireAt}`).digest('hex'),
      difficulty: POW_DIFFICULTY,
      expire_at: expireAt,
      expire_after: EXPIRE_AFTER_MS,
      target_path: targetPath,
    };
  }

  /** single use: a challenge answers one request */
  verify(header: string | string[] | undefined, targetPath: string): boolean {
    const raw = Array.isArray(header) ? header[0] : header;
    if (!raw) return false;
    let parsed: { challenge?: unknown; answer?: unknown; salt?: unknown; target_path?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    } catch {
      return false;
    }
    if (typeof parsed.challenge !== 'string' || typeof parsed.answer !== 'number') return false;
    const issued = this.issued.get(parsed.challenge);
    if (!issued || issued.expireAt < Date.now() || issued.targetPath !== targetPath || parsed.salt !== issued.salt) return false;
    this.issued.delete(parsed.challenge);
    const digest = createHash('sha256').update(`${parsed.challenge}${issued.salt}_${issued.expireAt}_${parsed.answer}`).digest();
    return digest[0] === 0;
  }

  private prune(): void {
    const now = Date.now();
    for (const [k, v] of this.issued) if (v.expireAt < now) this.issued.delete(k);
  }
}
