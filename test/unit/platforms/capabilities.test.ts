// One capability table: resources/models.json. Every definition must agree with it, every
// executed code must be served by a replica, and the README's table must be the generated one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODELS, findModel } from '../../../src-main/engine/catalog.js';
import { NodePool } from '../../../src-main/engine/nodes/index.js';
import { featuresOf } from '../../../src-main/engine/platforms/features.js';
import { platformDefinitions } from '../../../src-main/engine/platforms/index.js';
import { withPlatformTable } from '../../../src-main/engine/platforms/table.js';
import { Journal } from '../../../src-main/sandbox/journal.js';
import { FAMILIES } from '../../../src-main/sandbox/families.js';
import { Gate } from '../../../src-main/sandbox/shell/gate.js';

const definitions = platformDefinitions();

describe('platform definitions agree with resources/models.json', () => {
  it.each(definitions.map((d) => [d.code, d] as const))('%s', (code, def) => {
    const model = findModel(code);
    expect(model, `models.json lists ${code}`).toBeDefined();
    expect(def.family).toBe(model!.family);
    expect(def.clientType).toBe(model!.clientType);
    expect(def.features).toEqual(featuresOf(code));
    expect(def.features.reasoning).toBe(model!.supportsReasoning);
    expect(def.features.share).toBe(model!.features.shareLink);
    expect(def.features.video).toBe(model!.features.video);
    expect(def.features.goods).toBe(model!.features.goods);
    expect(def.features.searchKeywords).toBe(model!.features.searchKeywords);
    // phones are emulated; web codes run in a desktop viewport
    expect(def.deviceProfile !== null).toBe(def.clientType === 'mobile');
    // a code that shares needs the hooks to do it
    if (def.features.share) expect(def.share).not.toBeNull();
  });

  it('deepseek_mobile follows the published matrix: no share link, no search words', () => {
    const def = definitions.find((d) => d.code === 'deepseek_mobile')!;
    expect(def.features).toMatchObject({ share: false, searchKeywords: false, video: false, goods: false });
  });

  it('every executed code has a definition the pool runs, and the codes are unique', () => {
    const pool = new NodePool({ dataDir: '/nonexistent' });
    const codes = definitions.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(pool.supports(code)).toBe(true);
    const unexecuted = MODELS.map((m) => m.modelCode).filter((c) => !codes.includes(c));
    for (const code of unexecuted) expect(pool.supports(code)).toBe(false);
  });

  it("every definition's sandboxPath is served by a registered replica of its family", () => {
    const journal = new Journal();
    const replicas = FAMILIES.map((create) => create({ journal, gate: new Gate(journal), loginRequired: false }));
    for (const def of definitions) {
      const replica = replicas.find((r) => r.prefix === def.sandboxPath);
      expect(replica, `a replica serves ${def.sandboxPath}`).toBeDefined();
      expect(replica!.family).toBe(def.family);
    }
  });
});

describe('README platform table', () => {
  it('is the generated one (run `npm run docs:platforms` after changing definitions or models.json)', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(withPlatformTable(readme)).toBe(readme);
  });
});
