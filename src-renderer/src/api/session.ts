// Browser mode signs in with the token `serve` prints in the URL fragment (`/#token=…`). The
// fragment never reaches the server; the page keeps it in sessionStorage (gone with the tab) and
// wipes it from the address bar and history at once.
const TOKEN_KEY = 'brandMonitor.token';

export function captureToken(loc: Location = window.location, hist: History = window.history): void {
  const m = /^#token=([A-Za-z0-9_-]+)/.exec(loc.hash);
  if (!m) return;
  sessionStorage.setItem(TOKEN_KEY, m[1]!);
  hist.replaceState(null, '', loc.pathname + loc.search);
}

export function sessionToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setSessionToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token);
  else sessionStorage.removeItem(TOKEN_KEY);
}
