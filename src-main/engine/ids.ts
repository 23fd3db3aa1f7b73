import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** taskId: a UUID with the dashes removed — 32 lower-case hex characters. */
export function newTaskId(): string {
  return randomUUID().replace(/-/g, '');
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** API token: `bm_` + 40 base62 characters (~238 bits). */
export function newApiToken(): string {
  const bytes = randomBytes(40);
  let out = 'bm_';
  for (const b of bytes) out += TOKEN_ALPHABET[b % 62];
  return out;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** unguessable file names for public screenshot URLs */
export function newFileId(): string {
  return randomBytes(16).toString('hex');
}
