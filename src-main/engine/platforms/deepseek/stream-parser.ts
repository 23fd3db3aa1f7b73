// DeepSeek's completion stream, as captured from the network: SSE whose unnamed events are JSON
// patches {p, o, v} against a `response` object. A patch without `p` continues the previous
// path; a string without `o` appends; BATCH applies a list of relative patches under `p`.
// Named events: `ready` (message ids), `hint` (errors such as server busy), `finish`, `close`;
// any other named event is ignored. Sources: the current SEARCH fragment's `results` (each with
// its own `cite_index`), or the older `response/search_results`, whichever carries them.
// A non-SSE JSON body is an API refusal ({code: 40003} = invalid token).

import { emptyCapture } from '../features.js';
import { type Json, type Obj, asObj, isObj, jsonObject, sseRecords, str } from '../parse-util.js';
import type { CapturedResponse, RawSource, StreamCapture } from '../types.js';

export interface DeepseekStreamPaths {
  /** where follow-up questions land in the patched state */
  followUps: string;
}

const LOGIN_CODES = new Set([40001, 40002, 40003]);

export function parseDeepseekStream(res: CapturedResponse, paths: DeepseekStreamPaths): StreamCapture {
  const capture: StreamCapture = emptyCapture();
  const contentType = res.headers['content-type'] ?? '';
  const body = res.body.toString('utf8').replace(/\r\n?/g, '\n');
  if (!contentType.includes('text/event-stream') && !/^(event|data):/m.test(body)) {
    capture.error = refusal(res.status, body);
    return capture;
  }

  const root: Obj = {};
  let lastPath = '';
  for (const { event: name, data } of sseRecords(body)) {
    let value: Json;
    try {
      value = JSON.parse(data) as Json;
    } catch {
      continue;
    }
    if (name === 'hint') {
      const hint = asObj(value);
      if (hint?.type === 'error') capture.error = { kind: hintKind(str(hint.finish_reason)), message: String(hint.content ?? hint.finish_reason ?? 'error') };
      continue;
    }
    if (name !== null) continue;
    const patch = asObj(value);
    if (!patch || !('v' in patch)) continue;
    const path = typeof patch.p === 'string' ? patch.p : lastPath;
    lastPath = path;
    const op = typeof patch.o === 'string' ? patch.o : typeof patch.v === 'string' ? 'APPEND' : 'SET';
    applyPatch(root, path, op, patch.v);
  }

  const response = asObj(root.response) ?? {};
  const fragments = (Array.isArray(response.fragments) ? response.fragments : []).map(asObj).filter((f): f is Obj => f !== null);
  const text = (type: string) =>
    fragments
      .filter((f) => f.type === type)
      .map((f) => (typeof f.content === 'string' ? f.content : ''))
      .join('');

  capture.answer = text('RESPONSE') || str(response.content);
  capture.reasoning = text('THINK') || str(response.thinking_content);
  capture.searchKeywords = fragments
    .filter((f) => f.type === 'SEARCH')
    .flatMap((f) => (Array.isArray(f.queries) ? f.queries : []))
    .map((q) => (typeof q === 'string' ? q : str(asObj(q)?.query)))
    .filter((q) => q.length > 0);
  const current = fragments.filter((f) => f.type === 'SEARCH').flatMap((f) => (Array.isArray(f.results) ? f.results : []));
  const older = Array.isArray(response.search_results) ? response.search_results : [];
  const results = current.length > 0 ? current : older;
  capture.sources = results.map(asObj).filter((r): r is Obj => r !== null && typeof r.url === 'string').map(toSource);
  const followUps = getAt(root, paths.followUps);
  capture.followUps = Array.isArray(followUps) ? followUps.filter((q): q is string => typeof q === 'string') : [];
  capture.reasoningEnabled = typeof response.thinking_enabled === 'boolean' ? response.thinking_enabled : null;
  capture.searchEnabled = typeof response.search_enabled === 'boolean' ? response.search_enabled : null;
  const status = str(response.status);
  capture.finished = status === 'FINISHED' || str(response.quasi_status) === 'FINISHED';
  if (!capture.error && status === 'CONTENT_FILTER') capture.error = { kind: 'platform', message: '回答被平台内容过滤' };
  return capture;
}

function hintKind(finishReason: string): NonNullable<StreamCapture['error']>['kind'] {
  if (/rate_?limit|too_many/i.test(finishReason)) return 'rate_limit';
  if (/busy|overload/i.test(finishReason)) return 'busy';
  return 'platform';
}

function refusal(status: number, body: string): StreamCapture['error'] {
  const json = jsonObject(body);
  if (json && typeof json.code === 'number' && LOGIN_CODES.has(json.code)) return { kind: 'login', message: str(json.msg) || 'INVALID_TOKEN' };
  if (status === 429) return { kind: 'rate_limit', message: str(json?.msg) || 'HTTP 429' };
  if (json && typeof json.code === 'number' && json.code !== 0) return { kind: 'platform', message: `${json.code} ${str(json.msg)}`.trim() };
  const data = json ? asObj(json.data) : null;
  if (data && typeof data.biz_code === 'number' && data.biz_code !== 0) return { kind: 'platform', message: str(data.biz_msg) || `biz_code ${data.biz_code}` };
  return { kind: 'platform', message: `HTTP ${status}: ${body.slice(0, 120)}` };
}

function toSource(r: Obj): RawSource {
  return {
    url: str(r.url),
    title: str(r.title),
    snippet: str(r.snippet),
    citeIndex: typeof r.cite_index === 'number' ? r.cite_index : null,
    publishedAt: typeof r.published_at === 'number' || typeof r.published_at === 'string' ? r.published_at : null,
    siteName: str(r.site_name),
    siteIcon: str(r.site_icon),
  };
}

function applyPatch(target: Json, path: string, op: string, value: Json): void {
  const segs = path ? path.split('/') : [];
  if (segs.length === 0) {
    if (op === 'BATCH' && Array.isArray(value)) value.forEach((item) => applyItem(target, item));
    else if (isObj(target) && isObj(value)) Object.assign(target, value);
    return;
  }
  let parent: Json = target;
  for (let i = 0; i < segs.length - 1; i++) {
    const key = resolveKey(parent, segs[i]!);
    if (key === null) return;
    const container = parent as Record<string | number, Json>;
    if (container[key] == null) container[key] = /^\d+$/.test(segs[i + 1]!) ? [] : {};
    parent = container[key]!;
  }
  const key = resolveKey(parent, segs[segs.length - 1]!);
  if (key === null) return;
  const container = parent as Record<string | number, Json>;
  const current = container[key];
  if (op === 'BATCH') {
    if (Array.isArray(value) && current != null) value.forEach((item) => applyItem(current, item));
  } else if (op === 'APPEND') {
    if (Array.isArray(current)) current.push(...(Array.isArray(value) ? value : [value]));
    else if (typeof current === 'string' && typeof value === 'string') container[key] = current + value;
    else container[key] = value;
  } else {
    container[key] = value;
  }
}

function applyItem(target: Json, item: Json): void {
  const o = asObj(item);
  if (!o || typeof o.p !== 'string' || !('v' in o)) return;
  applyPatch(target, o.p, typeof o.o === 'string' ? o.o : 'SET', o.v);
}

function resolveKey(container: Json, seg: string): string | number | null {
  if (Array.isArray(container)) {
    if (!/^-?\d+$/.test(seg)) return null;
    const i = Number(seg);
    return i < 0 ? container.length + i : i;
  }
  return isObj(container) ? seg : null;
}

function getAt(root: Json, path: string): Json | undefined {
  let node: Json | undefined = root;
  for (const seg of path.split('/')) {
    if (node == null) return undefined;
    const key = resolveKey(node, seg);
    if (key === null) return undefined;
    node = (node as Record<string | number, Json>)[key];
  }
  return node;
}

