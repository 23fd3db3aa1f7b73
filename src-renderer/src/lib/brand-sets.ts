// Saved brand sets (monitored brand + aliases + competitors) for reuse across tasks; kept on this machine.
export interface BrandSet {
  name: string;
  monitorKeywords: string;
  monitorKeywordAliases: string[];
  competitors: { name: string; aliases: string[] }[];
}

const KEY = 'brandMonitor.brandSets';

export function loadBrandSets(): BrandSet[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as BrandSet[]) : [];
  } catch {
    return [];
  }
}

export function saveBrandSet(set: BrandSet): BrandSet[] {
  const all = loadBrandSets().filter((s) => s.name !== set.name);
  all.unshift(set);
  localStorage.setItem(KEY, JSON.stringify(all.slice(0, 50)));
  return loadBrandSets();
}

/** the field a service 300001 message names (`请求参数错误: platforms[0].mode …` → platforms) */
export function fieldOfError(message: string): string | null {
  const m = /^请求参数错误:\s*([A-Za-z]+)/.exec(message);
  return m ? m[1]! : null;
}
