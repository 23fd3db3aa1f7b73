// The doctor's fixture: the captured answer stream with the parse it gave, written owner-only
// (a stream can quote the account's conversation). Replaying it through a definition's parser is
// how a parser or definition change is checked against what the real site sent.

import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CapturedResponse, PlatformDefinition, StreamCapture } from '../platforms/types.js';
import type { DoctorFixture, FixtureResponse } from './types.js';

/** headers that carry a login or set one: never written to a fixture */
const SECRET_HEADERS = /^(set-cookie|cookie|authorization|proxy-authorization|x-csrf-token|x-auth-token)$/i;

export function fixtureResponse(r: CapturedResponse, method: string): FixtureResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(r.headers)) if (!SECRET_HEADERS.test(name)) headers[name.toLowerCase()] = value;
  return { url: r.url, method, status: r.status, headers, bodyBase64: r.body.toString('base64') };
}

export function capturedResponses(fixture: Pick<DoctorFixture, 'responses'>): CapturedResponse[] {
  return fixture.responses.map((r) => ({ url: r.url, status: r.status, headers: r.headers, body: Buffer.from(r.bodyBase64, 'base64') }));
}

/** the definition's parse of a fixture's responses, as plain JSON (what the fixture stores) */
export function replayFixture(def: PlatformDefinition, fixture: Pick<DoctorFixture, 'responses'>): StreamCapture | null {
  const responses = capturedResponses(fixture);
  if (responses.length === 0) return null;
  return JSON.parse(JSON.stringify(def.parseStream(responses))) as StreamCapture;
}

/** yyyyMMdd-HHmmss (UTC) */
export function fileStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export function defaultFixturePath(dataDir: string, code: string, at: Date): string {
  return join(dataDir, 'doctor', `${code}-${fileStamp(at)}.json`);
}

/** owner-only; a file that exists already is never overwritten (a second run in the same second gets a suffix) */
export async function writeFixture(path: string, fixture: DoctorFixture, explicit: boolean): Promise<string> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const text = `${JSON.stringify(fixture, null, 2)}\n`;
  let target = path;
  for (let i = 0; ; i++) {
    try {
      await writeFile(target, text, { mode: 0o600, flag: explicit ? 'w' : 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || i > 5) throw err;
      target = path.replace(/\.json$/, `-${randomBytes(2).toString('hex')}.json`);
    }
  }
  // an --out file that existed keeps its old mode through writeFile
  await chmod(target, 0o600);
  return target;
}
