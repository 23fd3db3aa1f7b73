// The lookup data (platform models, regions) comes from resources/, bundled at build time.
import modelsJson from '../../resources/models.json';
import domesticJson from '../../resources/regions-domestic.json';
import overseasJson from '../../resources/regions-overseas.json';

export interface PlatformModel {
  modelCode: string;
  modelName: string;
  description: string;
  clientType: 'web' | 'mobile';
  family: string;
  supportsReasoning: boolean;
  overseas: boolean;
  features: { video: boolean; goods: boolean; searchKeywords: boolean; shareLink: boolean };
}

export interface DomesticRegion {
  province: string;
  regionCode: string[];
}
export interface OverseasRegion {
  name: string;
  regionCode: string[];
}

export const MODELS: readonly PlatformModel[] = modelsJson as PlatformModel[];
export const DOMESTIC_REGIONS: readonly DomesticRegion[] = domesticJson as DomesticRegion[];
export const OVERSEAS_REGIONS: readonly OverseasRegion[] = overseasJson as OverseasRegion[];

const byCode = new Map(MODELS.map((m) => [m.modelCode, m]));
const regionCodes = new Set([...DOMESTIC_REGIONS, ...OVERSEAS_REGIONS].flatMap((r) => r.regionCode));

export function findModel(code: string): PlatformModel | undefined {
  return byCode.get(code);
}

/** platform codes are matched case-insensitively at submit; this returns the canonical code */
export function canonicalPlatform(code: string): string | undefined {
  const lower = code.toLowerCase();
  return byCode.has(lower) ? lower : undefined;
}

export function isKnownRegionCode(code: string): boolean {
  return regionCodes.has(code);
}

const regionNames = new Map<string, string>([
  ...DOMESTIC_REGIONS.flatMap((r) => r.regionCode.map((c) => [c, r.province] as [string, string])),
  ...OVERSEAS_REGIONS.flatMap((r) => r.regionCode.map((c) => [c, r.name] as [string, string])),
]);

/** the province / country a region code names, for messages */
export function regionName(code: string): string | undefined {
  return regionNames.get(code);
}
