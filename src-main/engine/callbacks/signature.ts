import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-BrandMonitor-Signature';
export const TIMESTAMP_HEADER = 'X-BrandMonitor-Timestamp';
export const DELIVERY_HEADER = 'X-BrandMonitor-Delivery';

/**
 * `sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>`: the timestamp is inside the signed
 * string, so a receiver that refuses old timestamps also refuses replays.
 */
export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`;
}

export function verifySignature(secret: string, timestamp: string, rawBody: string, header: string): boolean {
  const expected = Buffer.from(signBody(secret, timestamp, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
