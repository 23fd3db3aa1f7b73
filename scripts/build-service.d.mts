// Types of build-service.mjs for the tests that read its entries.
export const OUT_DIR: string;
export const ENTRIES: Record<string, string>;
export function serviceBuildIsFresh(): boolean;
export function buildService(): Promise<void>;
