import { DEEPSEEK_MOBILE, DEEPSEEK_WEB } from './deepseek/definition.js';
import { QIANWEN_MOBILE, QIANWEN_WEB } from './qianwen/definition.js';
import type { PlatformDefinition } from './types.js';

export type * from './types.js';

const DEFINITIONS = new Map<string, PlatformDefinition>([DEEPSEEK_WEB, DEEPSEEK_MOBILE, QIANWEN_WEB, QIANWEN_MOBILE].map((d) => [d.code, d]));

export function getPlatformDefinition(code: string): PlatformDefinition | undefined {
  return DEFINITIONS.get(code.toLowerCase());
}

export function platformDefinitions(): PlatformDefinition[] {
  return [...DEFINITIONS.values()];
}
