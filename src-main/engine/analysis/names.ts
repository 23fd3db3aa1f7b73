// Naming a ranked item that is not a tracked brand: known brand names first, otherwise the
// item's lead trimmed of model words, and only when it still looks like a name.
import { KNOWN_BRANDS } from './known-brands.js';
import { fold, isCjk, isLatinWordChar, stripInline } from './text.js';

interface Form {
  folded: string;
  group: number;
  ambiguous: boolean;
  latin: boolean;
}

const BY_FIRST = new Map<string, Form[]>();
KNOWN_BRANDS.forEach((b, group) => {
  for (const display of b.forms) {
    const folded = fold(display);
    const form: Form = { folded, group, ambiguous: b.ambiguous, latin: isLatinWordChar(folded.charCodeAt(0)) };
    const list = BY_FIRST.get(folded[0]!) ?? [];
    list.push(form);
    BY_FIRST.set(folded[0]!, list);
  }
});
for (const list of BY_FIRST.values()) list.sort((a, b) => b.folded.length - a.folded.length);

export interface KnownHit {
  group: number;
  start: number;
  end: number;
}

/** The longest known brand name starting at pos of folded text, on word boundaries. */
export function knownAt(folded: string, pos: number, inProse: boolean, original?: string): KnownHit | null {
  const list = BY_FIRST.get(folded[pos]!);
  if (!list) return null;
  if (pos > 0 && isLatinWordChar(folded.charCodeAt(pos)) && isLatinWordChar(folded.charCodeAt(pos - 1))) return null;
  for (const f of list) {
    if (inProse && f.ambiguous) continue;
    if (!folded.startsWith(f.folded, pos)) continue;
    const end = pos + f.folded.length;
    const next = folded.charCodeAt(end);
    if (f.latin && end < folded.length && /[a-z]/.test(folded[end]!) && isLatinWordChar(next)) continue;
    // In prose a lower-case "apple" or "notion" is a word; brands are written capitalised or as listed.
    if (inProse && f.latin && original && !/^[A-Z0-9]/.test(original[pos]!) && !KNOWN_BRANDS[f.group]!.forms.includes(original.slice(pos, end))) continue;
    return { group: f.group, start: pos, end };
  }
  return null;
}

const ALL_FORMS = new RegExp(
  [...BY_FIRST.values()]
    .flat()
    .map((f) => f.folded)
    .sort((a, b) => b.length - a.length)
    .map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/** Known brands mentioned anywhere in prose, first mention of each group only. */
export function knownMentions(original: string, folded: string, taken: (start: number, end: number) => boolean): KnownHit[] {
  const out: KnownHit[] = [];
  const seen = new Set<number>();
  ALL_FORMS.lastIndex = 0;
  for (let m = ALL_FORMS.exec(folded); m; m = ALL_FORMS.exec(folded)) {
    const hit = knownAt(folded, m.index, true, original);
    if (!hit) {
      ALL_FORMS.lastIndex = m.index + 1;
      continue;
    }
    if (!seen.has(hit.group) && !taken(hit.start, hit.end)) {
      seen.add(hit.group);
      out.push(hit);
    }
    ALL_FORMS.lastIndex = hit.end;
  }
  return out;
}

/** True when a known brand group has a form equal to one of these folded aliases. */
export function knownGroupOf(foldedAlias: string): number | null {
  const list = BY_FIRST.get(foldedAlias[0]!);
  const f = list?.find((x) => x.folded === foldedAlias);
  return f ? f.group : null;
}

/** How to report a known brand met as `written`: the group's first form in the same script. */
export function knownName(group: number, written: string): string {
  const cjk = /[\u3400-\u9fff]/.test(written);
  const forms = KNOWN_BRANDS[group]!.forms;
  return forms.find((f) => /[\u3400-\u9fff]/.test(f) === cjk) ?? written;
}

export interface LeadName {
  name: string;
  key: string;
  known: boolean;
}

const PARENS = /[（(][^）)]*[）)]/g;

/** The brand a ranked item's lead names, or null when the lead is not a name. */
export function nameLead(raw: string): LeadName | null {
  let s = stripInline(raw)
    .replace(/^(?:\d{1,2}[.、．)）]|[一二三四五六七八九十]{1,2}、)\s*/, '')
    .replace(/[：:，,。；;.\-–—\s]+$/, '')
    .trim();
  const inner = /[（(]([^）)]*)[）)]/.exec(s)?.[1] ?? '';
  s = s.replace(PARENS, ' ').replace(/\s+/g, ' ').trim() || inner.trim();
  if (!s) return null;
  const folded = fold(s);
  const hit = knownAt(folded, 0, false);
  if (hit) {
    // "众安银行" is another institution than 众安保险; "泰康人寿" is 泰康.
    const suffix = /^(银行|证券|基金|信托|消费金融)/.exec(s.slice(hit.end));
    if (suffix) {
      const name = s.slice(0, hit.end) + suffix[1];
      return { name, key: `u:${fold(name)}`, known: true };
    }
    return { name: knownName(hit.group, s.slice(0, hit.end).trim()), key: `k:${hit.group}`, known: true };
  }
  const name = trimModel(s);
  if (!plausibleName(name)) return null;
  return { name, key: `u:${fold(name)}`, known: false };
}

const MODEL_WORD = /^(pro|max|ultra|plus|mini|lite|se|fe|edge|neo|air|turbo|series|gen|mark|note|fold|flip|系列|标准版|至尊版|旗舰版|青春版|高配版|顶配版|版)$/i;

/** "小米14 Ultra" → 小米, "OnePlus 12" → OnePlus, "Redmi K70至尊版" → Redmi. */
export function trimModel(raw: string): string {
  const s = raw.replace(/\s*(系列|官方旗舰店|旗舰店|官方)$/, '').trim();
  if (!s) return s;
  if (isCjk(s.charCodeAt(0))) {
    const run = /^[\u3400-\u9fff]+/.exec(s)![0];
    if (run.length >= 2 && run.length < s.length && /^\s*[A-Za-z0-9]/.test(s.slice(run.length))) return run;
    return s;
  }
  const kept: string[] = [];
  for (const token of s.split(/\s+/)) {
    const latinHead = /^[A-Za-z][\w'’.&+-]*/.exec(token)?.[0];
    if (kept.length > 0 && (/\d/.test(token) || MODEL_WORD.test(token))) break;
    if (latinHead && latinHead.length < token.length && /[\u3400-\u9fff]/.test(token)) {
      kept.push(latinHead);
      break;
    }
    kept.push(token);
  }
  return kept.join(' ');
}

const GENERIC =
  /优势|劣势|缺点|优点|特点|特色|亮点|不足|短板|总结|结论|小结|建议|理由|价格|售价|价位|预算|适合|适用|人群|方面|性能|系统|拍照|影像|续航|屏幕|设计|外观|售后|服务|配置|参数|功能|选择|对比|比较|综合|整体|用户|市场|口碑|型号|评价|场景|定位|方案|费用|保障|收益|风险|简介|介绍|概述|背景|说明|代表|主打|核心|参考|排名|排行|榜单|梯队|首选|性价比|高端|中端|入门|旗舰|新手|进阶|体验|品质|质量|安全|技术|创新|成分|功效|口感|风味|配方|营养|奶源|产地|咖啡豆|门店|渠道|网点|利率|理赔|条款|保额|产品|品牌|公司|企业|机构|平台|推荐|注意|提示|补充|其他|其它|更多|如何|怎么|哪些|什么|为什么|容量|容积|方式|能效|尺寸|材质|功率|颜色|类型|种类|模式|步骤|方法|要点|因素|指标|标准|维度|特性|原理|周期|门槛|数据|来源|时间|条件|要求|流程|范围|年龄|面积|重量|规格|版本|\b(pros|cons|price|pricing|overview|summary|verdict|features?|best|why|key|note|tips?|budget|performance|design|camera|battery|display|conclusion|recommendations?|options?|alternatives?|choice|category|winner|runner|value|quality|support|service|ecosystem|software|security|comparison|bottom line|final|size|capacity|type|steps?|factors?|criteria|tips?)\b/i;
const NOT_A_NAME_START = /^(如果|对于|在|由于|因为|购买|关于|另外|此外|同时|当然|以及|还有|the |a |an |for |if |when |how |what |which |our |my )/i;

export function plausibleName(s: string): boolean {
  if (!s || /[，。；！？,;!?、“”"]/.test(s)) return false;
  if (!/[A-Za-z\u3400-\u9fff]/.test(s)) return false;
  if (GENERIC.test(s) || NOT_A_NAME_START.test(s)) return false;
  const cjk = (s.match(/[\u3400-\u9fff]/g) ?? []).length;
  if (cjk > 8) return false;
  if (cjk === 0 && (s.length > 30 || s.split(/\s+/).length > 4)) return false;
  return cjk === 0 || s.length <= 12;
}
