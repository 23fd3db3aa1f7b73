// A platform adapter is data plus one small stream parser, so that a site change is a data
// change. The generic page driver (engine/nodes) reads these hooks; nothing here touches a browser.
//
// The shape was checked on paper against every family in spec/platforms.md: deepseek's SSE
// patches, doubao's SSE events with content blocks, yuanbao's mixed `data:` lines, kimi's binary
// Connect-RPC frames, qianwen's full snapshots, baidu's component stream, weibo's polled HTML,
// antafu's DOM-only route, quark's and douyin's URL entry pages, chatgpt's patch stream and its
// headed-browser need. A new capability goes here once, as data, never as a per-platform branch
// in the driver.
import type { GoodsItem } from '../domain.js';

export type ClientType = 'web' | 'mobile';

/** how a toggle's on-state shows in the DOM; the first probe that applies decides */
export type StateProbe = { attr: string; on: string } | { classContains: string };

export interface ToggleHook {
  /** CSS selectors of the control itself, tried first (stable ids: `[dt-button-id="deep_think"]`, data-testid) */
  selectors: string[];
  /** visible text of the control (substring match, any of) among `page.toggleCandidates`, when no selector matched */
  texts: string[];
  onState: StateProbe[];
}

/**
 * How the question reaches the platform.
 * - `type`: typed into `page.input` and sent (`page.sendBy`), exactly once.
 * - `url`: the question is part of the page URL (quark `s?q=`, weibo `aisearch?q=`, douyin
 *   `aisearch?query=`); `{prompt}` in the template is replaced URL-encoded and the result is
 *   resolved against the entry URL (keep it relative, `s?q={prompt}`, so it also works under a
 *   replica's prefix). The modes asked for add their query parameters; a wanted mode whose
 *   parameters are null fails the attempt (toggles are not used: the page asks on load).
 */
export type PromptEntry =
  | { kind: 'type' }
  | { kind: 'url'; template: string; modeParams: { reasoning: Record<string, string> | null; search: Record<string, string> | null } };

export interface PageHooks {
  /** the prompt box, first visible wins (also the "page is usable" probe) */
  input: string[];
  /** 'enter': press Enter in the input; 'click': click a send button */
  sendBy: 'enter' | 'click';
  sendButtons: string[];
  /** elements that may carry a toggle's text */
  toggleCandidates: string;
  /** null: the page has no such control (the mode is set by URL, or always on, or not offered) */
  toggles: { reasoning: ToggleHook | null; search: ToggleHook | null };
  /** opens a menu that holds the toggles when they are not visible directly (phone layouts) */
  toggleMenuOpeners: string[];
  /** the rendered answer of a message; the last one is the newest */
  answer: string;
  /** visible while the answer streams */
  stopButtons: string[];
  /** texts that show while the answer is still being generated (DOM-only routes: 正在生成, 思考中) */
  generatingTexts: string[];
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
  /** a button inside the dialog that copies/creates the link, clicked when no link shows yet */
  confirmButtons: string[];
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
}

/**
 * Where a logged-in session lives, so it can be saved, reused headless and checked for expiry
 * (platform sessions). Absence of every listed cookie and storage key means logged out.
 */
export interface SessionHook {
  /** cookies that carry the login (doubao `sessionid`, yuanbao `hy_token`, kimi `kimi-auth`) */
  cookies: string[];
  /** localStorage keys that carry the login (deepseek `userToken`) */
  storageKeys: string[];
  /** the page a person logs in on, relative to the entry URL's origin */
  loginPath: string;
}

export interface ChallengeRules {
  texts: string[];
  selectors: string[];
  /** response header that marks a challenge (Cloudflare: cf-mitigated: challenge) */
  header: { name: string; value: string } | null;
}

export interface StreamRequest {
  method: 'POST' | 'GET';
  /** URL pathname suffix ('' = match by `pathPattern` only) */
  pathSuffix: string;
  /** for paths with a variable segment (yuanbao `POST /api/chat/{conversationId}`): tested against the pathname */
  pathPattern?: RegExp;
}

export interface StreamSource {
  /** the requests that carry the answer (any of) */
  requests: StreamRequest[];
  /**
   * - `first`: the first matching response is the whole answer stream.
   * - `all`: every matching response of the exchange, in order, until the parse says finished
   *   (an answer stream plus a second call that carries its sources).
   * - `poll`: the page polls the endpoint; responses are collected until the parse says
   *   finished (weibo's `ajax_Aidata/search`).
   * - `none`: the page has no readable stream; the answer is read from the DOM (antafu).
   */
  capture: 'first' | 'all' | 'poll' | 'none';
}

/** which browser runs the platform's pages */
export interface BrowserChoice {
  /** some platforms flag headless Playwright Chromium (doubao) or challenge it (chatgpt): run headed */
  headless: boolean;
  /** a Playwright channel ('chrome', 'msedge') where a real installed browser fares better; null = the pool's Chromium */
  channel: string | null;
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

/** a video card as the platform shows it; `position` is the display order, assigned by the driver */
export interface RawVideo {
  videoPlatform: string;
  videoId: string;
  title: string;
  url: string;
  cover: string;
  author: string;
  /** mm:ss or h:mm:ss */
  duration: string;
}

/** a product card as the stream carries it; `position` (the display order) is assigned by the driver */
export type RawGoods = Omit<GoodsItem, 'position'>;

/** images and other media the answer carries besides videos (doubao block 2074) */
export interface RawMedia {
  type: 'image' | 'audio' | 'other';
  url: string;
  title: string;
}

/**
 * login: session expired / login wall; challenge: captcha or anti-bot page; rate_limit: the
 * platform throttles this account or IP; busy: the platform is overloaded; platform: any other
 * refusal. Each maps to its own errorMessage and retry behaviour.
 */
export type CaptureErrorKind = 'login' | 'challenge' | 'rate_limit' | 'busy' | 'platform';

/** what a platform's stream parser extracts from the captured responses of one answer */
export interface StreamCapture {
  finished: boolean;
  /** Markdown, citation markers normalised to `[citation:N]` (N = the platform's own index) */
  answer: string;
  reasoning: string;
  searchKeywords: string[];
  sources: RawSource[];
  followUps: string[];
  videos: RawVideo[];
  goods: RawGoods[];
  media: RawMedia[];
  /** request flags as the platform echoed them, for checking the mode really applied; null = not carried */
  reasoningEnabled: boolean | null;
  searchEnabled: boolean | null;
  error: { kind: CaptureErrorKind; message: string } | null;
}

export interface CapturedResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  /** raw bytes: Connect-RPC frames are binary; text streams decode them as UTF-8 */
  body: Buffer;
}

/** derived from resources/models.json (see platforms/features.ts), never written by hand */
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
  browser: BrowserChoice;
  features: PlatformFeatures;
  prompt: PromptEntry;
  page: PageHooks;
  share: ShareHooks | null;
  login: LoginRules;
  session: SessionHook;
  challenge: ChallengeRules;
  stream: StreamSource;
  /** the captured responses of one answer, in arrival order (one for `first`) */
  parseStream(responses: CapturedResponse[]): StreamCapture;
}
