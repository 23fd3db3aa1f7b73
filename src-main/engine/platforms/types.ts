// A platform adapter is data plus one small stream parser, so that a site change is a data
// change. The generic page driver (engine/nodes) reads these hooks; nothing here touches a browser.

export type ClientType = 'web' | 'mobile';

/** how a toggle's on-state shows in the DOM; the first probe that applies decides */
export type StateProbe = { attr: string; on: string } | { classContains: string };

export interface ToggleHook {
  /** visible text of the control (substring match, any of) */
  texts: string[];
  onState: StateProbe[];
}

export interface PageHooks {
  /** the prompt box, first visible wins */
  input: string[];
  /** 'enter': press Enter in the input; 'click': click a send button */
  sendBy: 'enter' | 'click';
  sendButtons: string[];
  /** elements that may carry a toggle's text */
  toggleCandidates: string;
  toggles: { reasoning: ToggleHook; search: ToggleHook };
  /** opens a menu that holds the toggles when they are not visible directly (phone layouts) */
  toggleMenuOpeners: string[];
  /** the rendered answer of a message; the last one is the newest */
  answer: string;
  /** visible while the answer streams */
  stopButtons: string[];
  /** reasoning text blocks (DOM fallback) */
  reasoning: string[];
  /** source links in the sources panel (DOM fallback) */
  sourceLinks: string[];
  /** follow-up question chips (DOM fallback) */
  followUps: string[];
  /** superscript citation markers inside the answer: `<sup><a>N</a></sup>` */
  citationMarker: string;
  /** error texts the page shows when the platform refuses to answer */
  errorTexts: string[];
}

export interface ShareHooks {
  /** buttons that open the share dialog (last visible = newest message) */
  buttons: string[];
  dialog: string;
  /** a share link inside the dialog; path part only, matched against input values, hrefs and text */
  linkPattern: RegExp;
  /** the API call that creates the share, for its id when the dialog shows no link */
  createPathSuffix: string;
  /** where the share id sits in that API's JSON answer */
  createIdPath: string[];
  /** `${origin}` and `${id}` are replaced */
  linkTemplate: string;
}

export interface LoginRules {
  /** URL path fragments of login pages */
  urlPatterns: RegExp[];
  /** texts of login walls / expired-session modals, checked when visible */
  texts: string[];
  /** localStorage key whose absence means logged out */
  tokenStorageKey: string | null;
}

export interface ChallengeRules {
  texts: string[];
  selectors: string[];
  /** response header that marks a challenge (Cloudflare: cf-mitigated: challenge) */
  header: { name: string; value: string } | null;
}

export interface StreamSource {
  /** URL pathname suffix of the answer stream request */
  pathSuffix: string;
  method: 'POST' | 'GET';
}

export interface RawSource {
  url: string;
  title: string;
  snippet: string;
  /** the number the answer uses in its citation markers, when the platform says */
  citeIndex: number | null;
  /** unix seconds, ms, or a date string */
  publishedAt: number | string | null;
  siteName: string;
  siteIcon: string;
}

export type CaptureErrorKind = 'login' | 'challenge' | 'platform';

/** what a platform's stream parser extracts from one captured answer stream */
export interface StreamCapture {
  finished: boolean;
  /** Markdown, citation markers as `[citation:N]` */
  answer: string;
  reasoning: string;
  searchKeywords: string[];
  sources: RawSource[];
  followUps: string[];
  /** request flags as the platform echoed them, for checking the mode really applied */
  reasoningEnabled: boolean | null;
  searchEnabled: boolean | null;
  error: { kind: CaptureErrorKind; message: string } | null;
}

export interface CapturedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PlatformFeatures {
  reasoning: boolean;
  search: boolean;
  share: boolean;
  searchKeywords: boolean;
  video: boolean;
  goods: boolean;
}

export interface PlatformDefinition {
  code: string;
  family: string;
  displayName: string;
  clientType: ClientType;
  /** the real site's entry page for this client type */
  entryUrl: string;
  /** the family's path prefix on the sandbox replica server */
  sandboxPath: string;
  /** Playwright device descriptor name for mobile codes */
  deviceProfile: string | null;
  features: PlatformFeatures;
  page: PageHooks;
  share: ShareHooks | null;
  login: LoginRules;
  challenge: ChallengeRules;
  stream: StreamSource;
  parseStream(response: CapturedResponse): StreamCapture;
}
