// Proxy URLs as an owner writes them in the region settings: http, https or socks5, with optional
// credentials. The credentials travel only to the browser context; everything shown (API, CLI,
// logs, errorMessages) goes through maskProxy.

export interface ProxySpec {
  /** scheme://host:port, no credentials (what Playwright's `proxy.server` takes) */
  server: string;
  username?: string;
  password?: string;
}

const SCHEMES = ['http:', 'https:', 'socks5:'];

/** the proxy a URL names, or an error text */
export function parseProxyUrl(value: string): ProxySpec | string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `not a URL (expected e.g. http://user:pass@proxy.example.com:8080)`;
  }
  if (!SCHEMES.includes(url.protocol)) return `unsupported proxy scheme ${url.protocol} (http, https or socks5)`;
  if (!url.hostname) return 'the proxy URL has no host';
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) return 'a proxy URL is scheme://[user:pass@]host:port with nothing after the port';
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  // (socks5 with credentials is relayed on loopback by the node pool: Chromium cannot authenticate to it)
  if (url.protocol === 'socks5:' && (Buffer.byteLength(username) > 255 || Buffer.byteLength(password) > 255)) return 'socks5 user name and password are at most 255 bytes each';
  const port = url.port || (url.protocol === 'https:' ? '443' : url.protocol === 'socks5:' ? '1080' : '80');
  return { server: `${url.protocol}//${url.hostname}:${port}`, ...(username ? { username } : {}), ...(password ? { password } : {}) };
}

/** the URL with its credentials replaced: user and password are never shown */
export function maskProxy(spec: ProxySpec): string {
  if (!spec.username && !spec.password) return spec.server;
  const [scheme, rest] = spec.server.split('//');
  return `${scheme}//***:***@${rest}`;
}

/** a URL-ish setting (a proxy, a browser endpoint) with userinfo and token-like query values hidden */
export function maskUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.username || url.password) {
      url.username = '***';
      url.password = url.password ? '***' : '';
    }
    for (const key of [...url.searchParams.keys()]) {
      if (/token|key|secret|pass|auth/i.test(key)) url.searchParams.set(key, '***');
    }
    return url.toString().replace(/%2A%2A%2A/g, '***');
  } catch {
    return '***';
  }
}

/** removes a proxy's credentials from a text (a browser error may echo what it was given) */
export function redactProxy(text: string, spec: ProxySpec | null | undefined): string {
  let out = text;
  for (const secret of [spec?.password, spec?.username]) {
    if (secret && secret.length >= 2) out = out.split(secret).join('***');
  }
  return out;
}
