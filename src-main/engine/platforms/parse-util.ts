// Small readers every stream parser needs. Each site's parsing logic stays in its own parser; this
// holds only what several parsers had written identically (JSON shape guards, SSE record
// splitting, the video clock), so a new family does not copy them a sixth time.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = { [k: string]: Json };

export const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const asObj = (v: Json | undefined): Obj | null => (isObj(v) ? v : null);
export const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);
export const str = (v: Json | undefined): string => (typeof v === 'string' ? v : '');

/** a body that should be a JSON object (an API refusal), or null when it is not (an HTML page, a proxy's) */
export function jsonObject(text: string): Obj | null {
  try {
    return asObj(JSON.parse(text) as Json);
  } catch {
    return null;
  }
}

export interface SseRecord {
  /** the `event:` name, null for a record without an `event:` line */
  event: string | null;
  /** the record's `data:` lines joined by '\n' (one leading space after the colon dropped) */
  data: string;
}

/** a complete SSE body split into its records; records without any `data:` line are skipped */
export function sseRecords(body: string): SseRecord[] {
  const records: SseRecord[] = [];
  for (const block of body.split(/\n\n+/)) {
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) records.push({ event, data: data.join('\n') });
  }
  return records;
}

/** seconds as the sites print a video length: mm:ss, or h:mm:ss from an hour on */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h > 0 ? `${h}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}
