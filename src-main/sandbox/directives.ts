// Sandbox prompt directives (`[sim:…]`). The engine strips them from the prompt before it is
// typed and hands them to the replica out of band, in request headers set on the browser
// context, so the platform page itself never sees them — exactly like a real site would not.

export interface SimDirectives {
  /** delay the start of the answer stream by this many ms */
  delayMs?: number;
  /** every attempt fails with the platform's busy error */
  fail?: boolean;
  /** the first N attempts (per X-Sim-Key) fail, later ones succeed */
  failTimes?: number;
  /** Markdown to stream as the answer */
  answer?: string;
  /** the session has expired: login wall */
  login?: boolean;
  /** an anti-bot challenge answers instead of the platform */
  captcha?: boolean;
  /** every attempt is refused with the platform's rate-limit signal (doubao 710022004) */
  rateLimit?: boolean;
  /** the stream ends normally but carries no answer text */
  empty?: boolean;
  /** search modes answer without references (the silent degradation of a throttled platform) */
  noRefs?: boolean;
}

export const SIM_DIRECTIVES_HEADER = 'x-sim-directives';
export const SIM_KEY_HEADER = 'x-sim-key';

const DIRECTIVE = /\[sim:([a-z-]+)(?:=([^\]]*))?\]/gi;

/** Splits `[sim:…]` directives out of a prompt. Unknown directives are removed too (they are never platform text). */
export function extractDirectives(prompt: string): { prompt: string; directives: SimDirectives } {
  const directives: SimDirectives = {};
  const stripped = prompt.replace(DIRECTIVE, (_m, rawName: string, rawValue: string | undefined) => {
    const name = rawName.toLowerCase();
    const value = rawValue?.trim() ?? '';
    switch (name) {
      case 'delay':
        if (/^\d+$/.test(value)) directives.delayMs = Number(value);
        break;
      case 'fail':
        directives.fail = true;
        break;
      case 'fail-times':
        if (/^\d+$/.test(value)) directives.failTimes = Number(value);
        break;
      case 'answer':
        directives.answer = decodeBase64Url(value);
        break;
      case 'login':
        directives.login = true;
        break;
      case 'captcha':
        directives.captcha = true;
        break;
      case 'ratelimit':
        directives.rateLimit = true;
        break;
      case 'empty':
        directives.empty = true;
        break;
      case 'norefs':
        directives.noRefs = true;
        break;
    }
    return ' ';
  });
  return { prompt: stripped.replace(/[ \t]{2,}/g, ' ').trim(), directives };
}

export function hasDirectives(d: SimDirectives): boolean {
  return Object.keys(d).length > 0;
}

/** header-safe (ASCII) encoding of the directives */
export function encodeDirectivesHeader(d: SimDirectives): string {
  return Buffer.from(JSON.stringify(d), 'utf8').toString('base64url');
}

export function decodeDirectivesHeader(value: string | string[] | undefined): SimDirectives {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return {};
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as SimDirectives) : {};
  } catch {
    return {};
  }
}

export function encodeBase64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function decodeBase64Url(value: string): string {
  return Buffer.from(value, 'base64url').toString('utf8');
}
