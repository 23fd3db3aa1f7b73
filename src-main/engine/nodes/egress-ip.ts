// The IP a platform sees when an attempt goes through a proxy: an IP-echo URL opened in the
// attempt's own browser context (same proxy, same path). Answers may be plain text ("1.2.3.4")
// or JSON ({"ip": …}, {"origin": …}); the first address in the body is taken.

import { isIP } from 'node:net';
import type { BrowserContext } from 'playwright-core';

export function ipFromEcho(body: string): string | null {
  return body.split(/[^0-9a-fA-F:.]+/).find((token) => isIP(token) !== 0) ?? null;
}

/** null when the echo could not be read (the run goes on; the next run through the proxy tries again) */
export async function learnEgressIp(context: BrowserContext, url: string): Promise<string | null> {
  const page = await context.newPage();
  try {
    const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 15_000 });
    if (!response?.ok()) return null;
    return ipFromEcho((await response.text()).slice(0, 2000));
  } catch {
    return null;
  } finally {
    await page.close().catch(() => undefined);
  }
}
