// The shared replica shell: request signatures (page side and server side), sessions, the
// directive gate, and frame helpers.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { encodeDirectivesHeader, type SimDirectives } from '../../../src-main/sandbox/directives.js';
import { Journal } from '../../../src-main/sandbox/journal.js';
import {
  envelope,
  framesBody,
  Gate,
  replicaRequest,
  RequestSigner,
  SessionStore,
  SIGN_JS,
  sseEvent,
  textChunks,
  writeFrames,
  type GateVerdict,
  type ReplicaRequest,
} from '../../../src-main/sandbox/shell/index.js';

type Signer = (key: { kid: string; secret: string }, path: string, body: string) => Promise<string>;

/** runs the page script exactly as a page would (WebCrypto and TextEncoder are global in Node too) */
function pageSigner(): Signer {
  const win: { __sbxSign?: Signer } = {};
  new Function('window', SIGN_JS)(win);
  return win.__sbxSign!;
}

describe('page-computed request signatures', () => {
  const path = '/doubao/chat/completion';
  const body = JSON.stringify({ messages: [{ content: '手机推荐' }] });

  it('a signature computed by the page script verifies once, for that path and body only', async () => {
    const signer = new RequestSigner();
    const key = signer.pageKey();
    const sign = pageSigner();
    const sig = await sign(key, path, body);
    expect(sig).toMatch(/^[0-9a-f]{16}\.\d{13}\.[0-9a-f]{64}$/);
    expect(signer.verify(await sign(key, path, body + ' '), path, body)).toBe(false);
    expect(signer.verify(await sign(key, '/doubao/other', body), path, body)).toBe(false);
    expect(signer.verify(sig, path, body)).toBe(true);
    // a replay of the same request is refused
    expect(signer.verify(sig, path, body)).toBe(false);
  });

  it('a request made without the page key fails: missing, forged, or signed with a key the server never issued', async () => {
    const signer = new RequestSigner();
    const key = signer.pageKey();
    expect(signer.verify(null, path, body)).toBe(false);
    expect(signer.verify(`${key.kid}.${Date.now()}.${'0'.repeat(64)}`, path, body)).toBe(false);
    const stranger = new RequestSigner().pageKey();
    expect(signer.verify(await pageSigner()(stranger, path, body), path, body)).toBe(false);
  });
});

/** a real request through a real loopback server; `fn` sees it as a replica does */
async function viaHttp<T>(directives: SimDirectives, fn: (r: ReplicaRequest) => Promise<T> | T, opts: { cookie?: string; key?: string } = {}): Promise<T> {
  let out!: Promise<T>;
  const server = createServer((req, res) => {
    out = Promise.resolve(fn(replicaRequest(req, res, '/chat', new URLSearchParams())));
    void out.finally(() => res.end('{}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const headers: Record<string, string> = {
      'x-sim-directives': encodeDirectivesHeader(directives),
      'x-sim-key': opts.key ?? '7',
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    };
    if (opts.cookie) headers.cookie = opts.cookie;
    await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/doubao/chat`, { method: 'POST', headers, body: '{}' })).text();
    return await out;
  } finally {
    server.close();
  }
}

describe('sessions', () => {
  it('hand a page a valid token, keep a valid cookie, and an expired one under [sim:login]', async () => {
    const s = new SessionStore({ cookie: 'sessionid', path: '/doubao' });
    const fresh = await viaHttp({}, (r) => s.forPage(r));
    expect(s.accepts(fresh)).toBe(true);
    expect(s.setCookie(fresh)).toBe(`sessionid=${encodeURIComponent(fresh)}; Path=/doubao; SameSite=Lax; Max-Age=2592000`);
    const cookie = `sessionid=${encodeURIComponent(fresh)}; other=1`;
    expect(await viaHttp({}, (r) => [s.forPage(r), s.authedByCookie(r)], { cookie })).toEqual([fresh, true]);
    const [expiredToken, authed] = await viaHttp({ login: true }, (r) => [s.forPage(r), s.authedByCookie(r)] as const, { cookie });
    expect(s.accepts(expiredToken)).toBe(false);
    // [sim:login] refuses the API calls too, whatever token they carry
    expect(authed).toBe(false);
    expect(await viaHttp({}, (r) => s.authed(r, 'sbx-made-up'))).toBe(false);
  });

  it('read the phone layout from the user agent', async () => {
    expect(await viaHttp({}, (r) => r.mobile)).toBe(true);
  });
});

describe('the directive gate', () => {
  const ask = (gate: Gate, d: SimDirectives, over: Partial<{ authed: boolean; signed: boolean }> = {}, key = '7'): Promise<GateVerdict> =>
    viaHttp(d, (r) => gate.decide(r, { family: 'doubao', prompt: '手机推荐', reasoning: false, search: true, authed: true, signed: true, ...over }), { key });

  it('decides in the order a site would: challenge, login, page token, then busy / rate limit / empty / answer', async () => {
    const journal = new Journal();
    const gate = new Gate(journal);
    expect((await ask(gate, { captcha: true }, { authed: false, signed: false })).outcome).toBe('challenge');
    expect((await ask(gate, { fail: true }, { authed: false })).outcome).toBe('login');
    expect((await ask(gate, { fail: true }, { signed: false })).outcome).toBe('rejected');
    expect((await ask(gate, { fail: true, rateLimit: true })).outcome).toBe('busy');
    expect((await ask(gate, { rateLimit: true })).outcome).toBe('rate_limit');
    expect((await ask(gate, { empty: true })).outcome).toBe('empty');
    const v = await ask(gate, { answer: '# 指定答案' });
    expect(v.outcome).toBe('answer');
    expect(v.compose({ length: 'short', headings: 'bold', emoji: false, table: false, citeGroups: false, closing: 'plain' }).markdown).toBe('# 指定答案');
    expect(journal.list({ key: '7' }).map((e) => [e.attempt, e.outcome, e.mobile])).toEqual([
      [1, 'challenge', true],
      [2, 'login', true],
      [3, 'rejected', true],
      [4, 'busy', true],
      [5, 'rate_limit', true],
      [6, 'empty', true],
      [7, 'answer', true],
    ]);
  });

  it('[sim:fail-times=N] fails the first N attempts of a key only', async () => {
    const gate = new Gate(new Journal());
    const outcomes = [];
    for (let i = 0; i < 4; i++) outcomes.push((await ask(gate, { failTimes: 2 }, {}, 'k')).outcome);
    expect(outcomes).toEqual(['busy', 'busy', 'answer', 'answer']);
    expect((await ask(gate, { failTimes: 2 }, {}, 'other')).outcome).toBe('busy');
  });

  it('[sim:norefs] composes a search answer without sources', async () => {
    const v = await ask(new Gate(new Journal()), { noRefs: true });
    const a = v.compose({ length: 'medium', headings: 'heading', emoji: false, table: false, citeGroups: false, closing: 'plain' });
    expect(a.sources).toEqual([]);
    expect(a.searchQueries.length).toBeGreaterThan(0);
  });
});

describe('frames', () => {
  it('length-prefix binary envelopes (flag byte + 4-byte big-endian length)', () => {
    const e = envelope('{"op":"append"}', 0);
    expect([...e.subarray(0, 5)]).toEqual([0, 0, 0, 0, 15]);
    expect(e.subarray(5).toString()).toBe('{"op":"append"}');
    expect(envelope(new Uint8Array([1, 2]), 2)[0]).toBe(2);
  });

  it('write SSE records, keep emoji whole when chunking, and concatenate to the bytes a page receives', () => {
    expect(sseEvent({ a: 1 }, 'message')).toBe('event: message\ndata: {"a":1}\n\n');
    expect(sseEvent('[DONE]')).toBe('data: [DONE]\n\n');
    const parts = textChunks('🏆一、品牌😀推荐', 4);
    expect(parts.join('')).toBe('🏆一、品牌😀推荐');
    for (const p of parts) expect(p).not.toMatch(/[\ud800-\udbff]$/);
    expect(framesBody([{ delayMs: 0, data: 'ab' }, { delayMs: 5, data: envelope('x') }]).length).toBe(2 + 6);
  });

  it('stream over real HTTP with the given head, frame by frame', async () => {
    const server = createServer((_req, res) => {
      void writeFrames(res, [{ delayMs: 0, data: envelope('{"a":1}') }, { delayMs: 20, data: envelope('{}', 2) }], { contentType: 'application/connect+json' });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(res.headers.get('content-type')).toBe('application/connect+json');
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.equals(Buffer.concat([envelope('{"a":1}'), envelope('{}', 2)]))).toBe(true);
    } finally {
      server.close();
    }
  });
});
