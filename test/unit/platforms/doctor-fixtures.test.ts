// A doctor fixture is the evidence for a definition or parser change: the responses the page
// captured, replayed through the definition's parseStream, must still give the parse recorded
// with them. (Re-record with `cli platform doctor <code> --sandbox --out FILE`.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayFixture, type DoctorFixture } from '../../../src-main/engine/doctor/index.js';
import { capturedResponses, fixtureResponse } from '../../../src-main/engine/doctor/fixture.js';
import { getPlatformDefinition } from '../../../src-main/engine/platforms/index.js';

const load = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/doctor/${name}`, import.meta.url), 'utf8')) as DoctorFixture;

describe('doctor fixtures replay through the definitions', () => {
  for (const name of ['deepseek-search.json', 'kimi-search.json']) {
    it(`${name}: parseStream of the saved responses gives the saved parse`, () => {
      const fixture = load(name);
      const def = getPlatformDefinition(fixture.code)!;
      expect(fixture.responses.length).toBeGreaterThan(0);
      // what was saved has substance: a search answer with its references
      expect(fixture.parsed).toMatchObject({ finished: true, error: null, searchEnabled: fixture.mode.includes('search') ? true : expect.anything() });
      expect(fixture.parsed!.answer.length).toBeGreaterThan(100);
      expect(fixture.parsed!.sources.length).toBeGreaterThan(0);
      expect(replayFixture(def, fixture)).toEqual(fixture.parsed);
    });
  }

  it('a parser that reads the stream differently does not reproduce the saved parse', () => {
    const fixture = load('kimi-search.json');
    // kimi's binary Connect frames through deepseek's SSE parser
    expect(replayFixture(getPlatformDefinition('deepseek')!, fixture)).not.toEqual(fixture.parsed);
  });

  it('a saved response keeps its body and headers but never cookies or authorization', () => {
    const body = Buffer.from([0, 0, 0, 0, 2, 0x7b, 0x7d, 0xff]);
    const saved = fixtureResponse(
      { url: 'https://x.test/api', status: 200, headers: { 'content-type': 'text/event-stream', 'set-cookie': 'sid=1', Cookie: 'sid=1', authorization: 'Bearer t', 'x-request-id': 'r1' }, body },
      'POST',
    );
    expect(saved.headers).toEqual({ 'content-type': 'text/event-stream', 'x-request-id': 'r1' });
    expect(capturedResponses({ responses: [saved] })[0]!.body.equals(body)).toBe(true);
    for (const name of ['deepseek-search.json', 'kimi-search.json']) {
      for (const r of load(name).responses) expect(Object.keys(r.headers).filter((h) => /cookie|authorization/i.test(h))).toEqual([]);
    }
  });
});
