// Task-level figures for the summary charts, computed from the sub-task results.
import type { SubTaskResult } from '../../../src-main/api/contract';

export interface PlatformFigure {
  platform: string;
  answered: number;
  mentioned: number;
  /** share of answered sub-tasks that mention the brand, 0..1 */
  mentionRate: number;
  /** mean mention position over the mentioning answers; null when none mention it */
  averagePosition: number | null;
}

export interface TaskSummary {
  platforms: PlatformFigure[];
  sentiment: { positive: number; neutral: number; negative: number };
  /** answers mentioning each brand (monitored brand first) */
  shareOfVoice: { name: string; mentions: number }[];
  domains: { domain: string; count: number }[];
}

export function hostOf(url: string, site = ''): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return site || url;
  }
}

export function summarise(subs: SubTaskResult[], monitored: string | null): TaskSummary {
  const answered = subs.filter((s) => s.status === 'completed');
  const byPlatform = new Map<string, SubTaskResult[]>();
  for (const s of answered) byPlatform.set(s.platform, [...(byPlatform.get(s.platform) ?? []), s]);
  const platforms = [...byPlatform].map(([platform, list]) => {
    const hits = list.filter((s) => s.mentionPosition !== null);
    return {
      platform,
      answered: list.length,
      mentioned: hits.length,
      mentionRate: list.length ? hits.length / list.length : 0,
      averagePosition: hits.length ? hits.reduce((a, s) => a + (s.mentionPosition ?? 0), 0) / hits.length : null,
    };
  });
  const sentiment = { positive: 0, neutral: 0, negative: 0 };
  for (const s of answered) if (s.mentionPosition !== null) sentiment[s.sentiment] += 1;
  const voice = new Map<string, number>();
  if (monitored) voice.set(monitored, answered.filter((s) => s.mentionPosition !== null).length);
  for (const s of answered) for (const c of s.competitorRankings) voice.set(c.name, (voice.get(c.name) ?? 0) + (c.rank !== null ? 1 : 0));
  const domains = new Map<string, number>();
  for (const s of answered) for (const c of s.citationList.length ? s.citationList : s.referenceList) {
    const d = hostOf(c.url, c.site);
    domains.set(d, (domains.get(d) ?? 0) + 1);
  }
  return {
    platforms,
    sentiment,
    shareOfVoice: [...voice].map(([name, mentions]) => ({ name, mentions })),
    domains: [...domains].map(([domain, count]) => ({ domain, count })).sort((a, b) => b.count - a.count).slice(0, 10),
  };
}
