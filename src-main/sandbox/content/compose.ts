// What a replica "answers": a Chinese list-style recommendation naming real brands of the
// prompt's category, with sources, reasoning and follow-up questions. Platform-neutral: each
// replica serialises it into its own platform's stream format.

import { CATEGORIES, findCategory, type Brand, type Category } from './catalog.js';
import type { RawGoods, RawVideo } from '../../engine/platforms/types.js';
import { Rng } from './rng.js';
import { GENERAL_SITES, SITES, siteIcon, type Site } from './sites.js';
import { composeGoods } from './goods.js';
import { DEFAULT_STYLE, SECTION_EMOJI, type AnswerStyle } from './style.js';
import { composeVideos } from './videos.js';

export type { AnswerStyle } from './style.js';
export { STYLES } from './style.js';

export interface ComposedSource {
  url: string;
  title: string;
  snippet: string;
  /** unix seconds */
  publishedAt: number;
  siteName: string;
  siteIcon: string;
}

export interface ComposedAnswer {
  /** conversation title, as platforms derive one */
  title: string;
  /** Markdown; in search modes it carries `[citation:N]`, N being the 1-based position in sources */
  markdown: string;
  reasoning: string | null;
  searchQueries: string[];
  sources: ComposedSource[];
  followUps: string[];
  /** video cards for the answer (platforms that show them); deterministic per prompt */
  videos: RawVideo[];
  /** product cards for shopping-style questions (platforms that show them); deterministic per prompt */
  goods: RawGoods[];
  categoryId: string | null;
}

export interface ComposeOptions {
  reasoning: boolean;
  search: boolean;
  /** the Markdown to answer with instead of a composed one ([sim:answer=…]) */
  answerOverride?: string | null;
  /** search modes without references: the silent degradation of a throttled platform ([sim:norefs]) */
  noReferences?: boolean;
  /** the platform's voice (STYLES.doubao, …); deepseek's by default */
  style?: AnswerStyle;
}

// Answers must not drift with the calendar: dates are relative to a fixed day.
const REFERENCE_DAY = Date.UTC(2025, 8, 30);
const YEAR = 2025;
const CN_NUM = ['一', '二', '三', '四', '五', '六'];

export function composeAnswer(prompt: string, opts: ComposeOptions): ComposedAnswer {
  const seed = `${prompt}\u0000${opts.reasoning ? 'R' : ''}${opts.search ? 'S' : ''}`;
  const rng = new Rng(seed);
  const style = opts.style ?? DEFAULT_STYLE;
  const category = findCategory(prompt);
  const cites = opts.search && !opts.noReferences;
  const topic = topicOf(prompt);
  const built = category ? brandAnswer(rng, category, cites, style) : topicAnswer(rng, topic, cites, style);
  const markdown = opts.answerOverride ?? (style.titleLine ? `## ${built.title}\n\n${built.markdown}` : built.markdown);
  return {
    title: built.title,
    markdown,
    reasoning: opts.reasoning ? built.reasoning(cites) : null,
    searchQueries: opts.search ? built.queries : [],
    sources: cites ? built.sources : [],
    followUps: built.followUps,
    videos: composeVideos(prompt, topic, category, style.videoSites),
    goods: composeGoods(prompt, category, style.malls),
    categoryId: category?.id ?? null,
  };
}

const BRAND_COUNT: Record<AnswerStyle['length'], [number, number]> = { short: [3, 4], medium: [4, 5], long: [5, 7] };

function sectionTitle(style: AnswerStyle, index: number, text: string): string {
  const title = `${style.emoji ? `${SECTION_EMOJI[index % SECTION_EMOJI.length]} ` : ''}${CN_NUM[index]}、${text}`;
  return style.headings === 'heading' ? `### ${title}` : `**${title}**`;
}

interface Built {
  title: string;
  markdown: string;
  reasoning(search: boolean): string;
  queries: string[];
  sources: ComposedSource[];
  followUps: string[];
}

function brandAnswer(rng: Rng, cat: Category, search: boolean, style: AnswerStyle): Built {
  const [least, most] = BRAND_COUNT[style.length];
  const count = rng.int(least, Math.min(most, cat.brands.length));
  const brands = rng.looseOrder(cat.brands).slice(0, count);
  const sources = makeSources(rng, cat, brands);
  const cite = (n: number) => (search && n >= 1 && n <= sources.length ? `[citation:${n}]` : '');
  // which source backs which brand: source i (1-based) is about brands[(i - 1) % count]
  const sourceFor = (brandIdx: number) => {
    const n = brandIdx + 1 + (rng.next() < 0.5 ? 0 : count);
    return n <= sources.length ? n : brandIdx + 1 <= sources.length ? brandIdx + 1 : 0;
  };

  const intro = rng.pick([
    `根据${YEAR}年的市场表现、专业评测和用户口碑，${cat.name}领域以下品牌值得重点关注：`,
    `${cat.name}品牌很多，结合销量、口碑和产品力，我把目前主流的选择整理如下：`,
    `选${cat.name}时，不同品牌各有侧重。下面按综合实力和性价比为你梳理主流品牌：`,
  ]);
  const tierNames = rng.pick([
    ['综合实力第一梯队', '口碑与性价比兼顾', '特色细分品牌'],
    ['头部品牌：技术与口碑领先', '高性价比之选', '值得关注的特色品牌'],
    ['首选推荐', '进阶/性价比推荐', '小众但有特色'],
  ]);
  const tiers = count >= 6 ? [brands.slice(0, 3), brands.slice(3, count - 1), brands.slice(count - 1)] : [brands.slice(0, 2), brands.slice(2)];
  const dense = style.citeDensity === 'dense';
  const citeChance = dense ? 1 : 0.75;
  // a second source beside the first, for platforms that cite in groups
  const citeMore = (n: number) => {
    if (!style.citeGroups || !n || rng.next() < 0.5) return cite(n);
    const other = ((n + count - 1) % sources.length) + 1;
    return other === n ? cite(n) : `${cite(n)}${cite(other)}`;
  };

  const lines: string[] = [`${intro}${cite(1)}`, ''];
  let rank = 0;
  tiers.forEach((tier, t) => {
    lines.push(sectionTitle(style, t, tierNames[t]!), '');
    for (const brand of tier) {
      const strengths = rng.shuffle(brand.strengths).slice(0, 2).join('、');
      lines.push(`${++rank}. **${brand.name}**`);
      lines.push(`   - **核心优势**：${strengths}${rng.next() < citeChance ? citeMore(sourceFor(rank - 1)) : ''}`);
      lines.push(`   - **代表产品**：${brand.products.slice(0, 2).join('、')}`);
      lines.push(`   - **适合人群**：${rng.pick(cat.audiences)}`);
    }
    lines.push('');
  });

  let section = tiers.length;
  if (style.table) {
    lines.push(sectionTitle(style, section++, '主要品牌对比'), '', '| 品牌 | 核心优势 | 代表产品 |', '| --- | --- | --- |');
    for (const brand of brands.slice(0, 4)) lines.push(`| ${brand.name} | ${brand.strengths[0]} | ${brand.products[0]} |`);
    lines.push('');
  }

  const dims = rng.shuffle(cat.dimensions).slice(0, 3);
  lines.push(sectionTitle(style, section, '选购建议'), '');
  dims.forEach((dim, i) => {
    const advice = rng.pick([
      `${dim}直接影响日常体验，建议优先对比`,
      `不同品牌在${dim}上差异明显，可以多看真实用户评价`,
      `如果你比较在意${dim}，${brands[i % brands.length]!.name}这类品牌会更合适`,
    ]);
    lines.push(`- **关注${dim}**：${advice}${i === 0 ? cite(Math.min(sources.length, count + 1)) : dense ? cite(((count + i) % sources.length) + 1) : ''}。`);
  });
  lines.push(`- **结合预算**：先确定预算区间，再在同价位里比较，避免为用不上的功能多花钱。`, '');
  if (style.summary) {
    lines.push(sectionTitle(style, section + 1, '总结'), '');
    lines.push(`综合来看，${brands[0]!.name}和${brands[1]!.name}是${cat.name}里最稳妥的选择，${brands[brands.length - 1]!.name}则适合有特定需求的用户。`, '');
  }
  const closing = `以上信息基于公开资料整理，具体价格与配置请以官方渠道为准。如果你告诉我预算和使用场景，我可以帮你进一步缩小范围。`;
  lines.push(style.closing === 'quote' ? `> ${closing}` : closing);

  const [b1, b2, b3] = [brands[0]!, brands[1]!, brands[2] ?? brands[0]!];
  const followUps = rng
    .shuffle([
      `${b1.name}和${b2.name}的${cat.name}哪个更值得买？`,
      `预算有限的话，${cat.name}怎么选最划算？`,
      `${b3.name}有哪些值得推荐的产品？`,
      `选购${cat.name}时最容易踩哪些坑？`,
      `${cat.name}在${rng.pick(cat.dimensions)}方面哪个品牌表现最好？`,
    ])
    .slice(0, 3);

  return {
    title: `${cat.name}品牌推荐`,
    markdown: lines.join('\n'),
    queries: [`${YEAR}年${cat.name}品牌排行榜`, `${cat.name}哪个牌子好 口碑`, `${b1.name} ${b2.name} ${cat.name} 对比`],
    sources,
    followUps,
    reasoning: (withSearch) =>
      [
        `嗯，用户想了解${cat.name}有哪些值得推荐的品牌。这是一个比较典型的选购类问题，需要给出清晰、有层次的推荐。`,
        `首先回想一下目前${cat.name}市场的主要玩家：${brands.map((x) => x.name).join('、')}。其中${b1.name}和${b2.name}在销量和口碑上都比较靠前，应该放在前面。`,
        withSearch
          ? `搜索结果里有几篇${YEAR}年的榜单和评测，比如${sources[0]?.siteName ?? '媒体'}的文章提到了${b1.name}的${b1.strengths[0]}，可以作为引用依据；${sources[1]?.siteName ?? '另一篇文章'}则对比了${b2.name}。`
          : `我记得${b1.name}的优势主要在${b1.strengths[0]}，${b2.name}则是${b2.strengths[0]}，这些可以作为推荐理由。`,
        `用户可能关心的维度有${cat.dimensions.slice(0, 3).join('、')}，我打算按梯队来组织，每个品牌说明核心优势、代表产品和适合人群，再加一个对比表格，最后给出选购建议。`,
        `还要注意表述客观，不要说绝对化的话，提醒用户结合预算和实际需求来选。`,
      ].join('\n\n'),
  };
}

function makeSources(rng: Rng, cat: Category, brands: Brand[]): ComposedSource[] {
  const count = rng.int(6, 9);
  // category sites first, each site at most once until the list runs out
  const siteKeys = [...rng.shuffle(cat.sites), ...rng.shuffle(GENERAL_SITES.filter((k) => !cat.sites.includes(k)))];
  const titleKinds = rng.shuffle([0, 1, 2, 3, 4, 5]);
  const out: ComposedSource[] = [];
  for (let i = 0; i < count; i++) {
    const site: Site = SITES[siteKeys[i % siteKeys.length]!]!;
    const date = new Date(REFERENCE_DAY - rng.int(3, 420) * 86_400_000 - rng.int(0, 86_399) * 1000);
    const year = date.getUTCFullYear();
    const a = brands[i % brands.length]!;
    const c = brands[(i + 1) % brands.length]!;
    const dim = rng.pick(cat.dimensions);
    const titles = [
      `${year}年${cat.name}品牌排行榜：${a.name}、${c.name}谁更值得买？`,
      `${cat.name}怎么选？这${brands.length}个品牌口碑最好`,
      `${a.name}与${c.name}深度对比：${dim}谁更胜一筹`,
      `${year}年${cat.name}市场报告：${a.name}份额持续领先`,
      `消费者调查：选购${cat.name}最看重${dim}`,
      `${a.name}发布${a.products[0]}，${a.strengths[0]}成最大亮点`,
    ];
    // past six sources the kinds repeat, but with other brands in them
    const title = titles[titleKinds[i % titleKinds.length]!]!;
    const snippet = `${a.name}凭借${a.strengths[0]}在${cat.name}市场保持领先，${c.name}则以${c.strengths[0]}见长。业内人士认为，${dim}将是未来竞争的关键，消费者在选购时应结合自身需求理性判断。`;
    out.push({
      url: site.articleUrl(rng, date),
      title,
      snippet,
      publishedAt: Math.floor(date.getTime() / 1000),
      siteName: site.name,
      siteIcon: siteIcon(site),
    });
  }
  return out;
}

function topicOf(prompt: string): string {
  const topic = prompt
    .replace(/[？?！!。，,\s]+/g, ' ')
    .replace(/^(请问|请|帮我|麻烦|你好|能否|可以)\s*/, '')
    .trim();
  return topic.length > 30 ? `${topic.slice(0, 30)}…` : topic || '这个问题';
}

function topicAnswer(rng: Rng, topic: string, search: boolean, style: AnswerStyle): Built {
  const count = rng.int(5, 7);
  const siteKeys = rng.shuffle(GENERAL_SITES.concat(['36kr', 'jiemian']));
  const sources: ComposedSource[] = [];
  for (let i = 0; i < count; i++) {
    const site = SITES[siteKeys[i % siteKeys.length]!]!;
    const date = new Date(REFERENCE_DAY - rng.int(3, 600) * 86_400_000);
    sources.push({
      url: site.articleUrl(rng, date),
      title: rng.pick([`关于${topic}，你需要知道的几件事`, `${topic}：常见问题与实用建议`, `一文读懂${topic}`, `${topic}的${count}个关键点`]),
      snippet: `围绕${topic}，文章从需求分析、方案对比和注意事项几个方面进行了梳理，并给出了具体的实践建议。`,
      publishedAt: Math.floor(date.getTime() / 1000),
      siteName: site.name,
      siteIcon: siteIcon(site),
    });
  }
  const cite = (n: number) => (search ? `[citation:${n}]` : '');
  const markdown = [
    `关于“${topic}”，可以从以下几个方面来看：${cite(1)}`,
    '',
    sectionTitle(style, 0, '先明确核心需求'),
    '',
    `1. **目标**：想清楚希望解决什么问题、达到什么效果，这决定了后续的方向。`,
    `2. **约束条件**：预算、时间和已有资源往往是最现实的限制${cite(2)}。`,
    `3. **优先级**：把必须满足的条件和“有更好”的条件分开。`,
    '',
    sectionTitle(style, 1, '常见做法'),
    '',
    `- **稳妥方案**：参考主流做法，风险低、资料多，适合第一次尝试${cite(3)}。`,
    `- **进阶方案**：在主流做法基础上针对自身情况优化，效果更好但需要更多投入。`,
    `- **组合方案**：分阶段推进，先解决最紧迫的部分，再逐步完善${cite(Math.min(count, 4))}。`,
    '',
    sectionTitle(style, 2, '注意事项'),
    '',
    `- 多参考权威渠道和真实用户反馈，避免只看单一来源。`,
    `- 关注长期成本，而不只是一次性投入。`,
    '',
    `${style.closing === 'quote' ? '> ' : ''}如果你能补充更多背景信息，我可以给出更具体的建议。`,
  ].join('\n');
  return {
    title: topic.slice(0, 20),
    markdown,
    queries: [topic, `${topic} 建议`],
    sources,
    followUps: rng.shuffle([`${topic}需要注意哪些问题？`, '能再详细说说第一点吗？', '有没有相关的实际案例？', '有哪些可靠的信息来源？']).slice(0, 3),
    reasoning: (withSearch) =>
      [
        `嗯，用户问的是“${topic}”。我需要先弄清楚用户真正关心的是什么，再给出有条理的回答。`,
        withSearch ? `搜索到的资料里有几篇比较系统的文章，可以作为依据引用。` : `这个问题没有唯一答案，应该从需求、做法和注意事项几个层面来组织。`,
        `最后提醒用户补充背景信息，以便给出更具体的建议。`,
      ].join('\n\n'),
  };
}

/** the category ids the replicas know, for tests and the index page */
export const KNOWN_CATEGORIES = CATEGORIES.map((c) => ({ id: c.id, name: c.name, brands: c.brands.map((x) => x.name) }));
