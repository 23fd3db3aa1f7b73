// The settings form's rules for region egress, remote browsers and pacing. Credentials arrive
// masked (`***`); the form never asks the service for them and sends a masked value back unchanged
// to mean "keep what is stored". Problems are i18n keys, so both languages say the same thing.

export type EgressChoice = 'direct' | 'proxy' | 'none';
export interface Problem {
  key: string;
  params?: Record<string, string | number>;
}

const MASK = '***';
const PROXY_SCHEMES = ['http:', 'https:', 'socks5:'];

/** a masked proxy (`http://***:***@host:8080`) as the server part and whether credentials are stored */
export function splitProxy(masked: string | null): { server: string; hasCredentials: boolean } {
  if (!masked) return { server: '', hasCredentials: false };
  const m = /^([a-z0-9]+:\/\/)([^@/]*)@(.*)$/i.exec(masked);
  return m ? { server: m[1]! + m[3]!, hasCredentials: true } : { server: masked, hasCredentials: false };
}

/** what is wrong with a proxy address (scheme://host:port, no credentials), or null */
export function proxyServerProblem(server: string): Problem | null {
  const v = server.trim();
  if (!v) return { key: 'ops.v.proxyRequired' };
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return { key: 'ops.v.proxyUrl' };
  }
  if (!PROXY_SCHEMES.includes(url.protocol)) return { key: 'ops.v.proxyScheme' };
  if (!url.hostname) return { key: 'ops.v.proxyUrl' };
  if (url.username || url.password) return { key: 'ops.v.proxyNoUserinfo' };
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) return { key: 'ops.v.proxyTail' };
  return null;
}

export interface ProxyDraft {
  server: string;
  username: string;
  password: string;
}

/**
 * The value to store for a proxy row. Blank credentials on an unchanged address send the masked
 * original back (the service keeps the stored user and password); new credentials are encoded in.
 */
export function proxyValue(draft: ProxyDraft, originalMasked: string | null): string {
  const server = draft.server.trim().replace(/\/$/, '');
  const original = splitProxy(originalMasked);
  if (!draft.username && !draft.password) {
    if (original.hasCredentials && original.server.replace(/\/$/, '') === server) return originalMasked!;
    return server;
  }
  const i = server.indexOf('//') + 2;
  const user = encodeURIComponent(draft.username);
  const pass = draft.password ? `:${encodeURIComponent(draft.password)}` : '';
  return `${server.slice(0, i)}${user}${pass}@${server.slice(i)}`;
}

/** the whole region map after one row changed ('none' removes the entry) */
export function withEgress(map: Record<string, string>, code: string, choice: EgressChoice, proxy: string | null): Record<string, string> {
  const out = { ...map };
  if (choice === 'none') delete out[code];
  else if (choice === 'direct') out[code] = 'direct';
  else out[code] = proxy!;
  return out;
}

export interface RemoteBrowser {
  name: string;
  kind: 'server' | 'cdp';
  endpoint: string;
  concurrency: number;
}

/** what is wrong with one remote browser (in the list it joins), or null; field names the form item */
export function remoteBrowserProblem(b: RemoteBrowser, others: RemoteBrowser[], originalEndpoint: string | null): { field: keyof RemoteBrowser; problem: Problem } | null {
  if (!/^[\w.-]{1,40}$/.test(b.name) || b.name === 'local') return { field: 'name', problem: { key: 'ops.v.nodeName' } };
  if (others.some((o) => o.name === b.name)) return { field: 'name', problem: { key: 'ops.v.nodeDuplicate', params: { name: b.name } } };
  if (!/^(wss?|https?):\/\/\S+$/.test(b.endpoint.trim())) return { field: 'endpoint', problem: { key: 'ops.v.nodeEndpoint' } };
  // a masked endpoint only means "unchanged" when it is exactly what was shown
  if (b.endpoint.includes(MASK) && b.endpoint !== originalEndpoint) return { field: 'endpoint', problem: { key: 'ops.v.reenterSecret' } };
  if (!Number.isInteger(b.concurrency) || b.concurrency < 1 || b.concurrency > 64) return { field: 'concurrency', problem: { key: 'ops.v.count', params: { min: 1, max: 64 } } };
  return null;
}

export interface PacingRow {
  code: string;
  concurrency: number | null;
  spacingS: number | null;
}

/** the pacing table as stored: blank cells fall back to the defaults, so they are left out */
export function pacingTable(rows: PacingRow[]): Record<string, { concurrency?: number; spacingMs?: number }> {
  const out: Record<string, { concurrency?: number; spacingMs?: number }> = {};
  for (const r of rows) {
    const entry: { concurrency?: number; spacingMs?: number } = {};
    if (r.concurrency !== null) entry.concurrency = r.concurrency;
    if (r.spacingS !== null) entry.spacingMs = Math.round(r.spacingS * 1000);
    if (Object.keys(entry).length) out[r.code] = entry;
  }
  return out;
}

/**
 * The setting a service refusal names: `请求参数错误: regionEgress 取值无效 (regionEgress.310000: …)`
 * → `regionEgress.310000`; `设置组合无效 (concurrency 0 …)` → `concurrency`.
 */
export function settingOfError(message: string): string | null {
  const m = /^请求参数错误:\s*(\w+) 取值无效 \(([^:]*?):/.exec(message);
  if (m) return m[2]!.startsWith(m[1]!) ? m[2]! : m[1]!;
  const key = /^请求参数错误:\s*(\w+) 取值无效/.exec(message) ?? /^请求参数错误:\s*设置组合无效 \((\w+)/.exec(message);
  return key ? key[1]! : null;
}
