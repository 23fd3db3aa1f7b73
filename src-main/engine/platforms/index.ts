// The one list of executed platforms. A family adds its definitions here (one import, one
// line); its replica goes in sandbox/families.ts. Everything else (models endpoint features,
// the README table, the node pool's `supports`) is derived.

import { DEEPSEEK } from './deepseek/definition.js';
import { DOUBAO } from './doubao/definition.js';
import { KIMI } from './kimi/definition.js';
import { QIANWEN } from './qianwen/definition.js';
import type { PlatformDefinition } from './types.js';
import { YUANBAO } from './yuanbao/definition.js';

export type * from './types.js';

const ALL: PlatformDefinition[] = [
  ...DEEPSEEK,
  ...DOUBAO,
  ...YUANBAO,
  ...KIMI,
  ...QIANWEN,
];

const DEFINITIONS = new Map<string, PlatformDefinition>(ALL.map((d) => [d.code, d]));

export function getPlatformDefinition(code: string): PlatformDefinition | undefined {
  return DEFINITIONS.get(code.toLowerCase());
}

export function platformDefinitions(): PlatformDefinition[] {
  return [...DEFINITIONS.values()];
}
