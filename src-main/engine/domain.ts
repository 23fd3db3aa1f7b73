// The words of spec/service-interface.md, as types shared by every layer of the engine.

export const MODES = ['standard', 'reasoning', 'search', 'reasoning_search'] as const;
export type Mode = (typeof MODES)[number];

export const TASK_STATUSES = ['pending', 'processing', 'completed', 'partial_completed', 'failed', 'stopped'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const SUB_TASK_STATUSES = ['pending', 'assigned', 'processing', 'completed', 'stopped', 'failed', 'error'] as const;
export type SubTaskStatus = (typeof SUB_TASK_STATUSES)[number];

export type ScreenshotOption = 0 | 1 | 2;

/** a callback delivery (local extension: the delivery log) */
export const DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export function modeHasReasoning(mode: Mode): boolean {
  return mode === 'reasoning' || mode === 'reasoning_search';
}
export function modeHasSearch(mode: Mode): boolean {
  return mode === 'search' || mode === 'reasoning_search';
}

export interface CompetitorBrand {
  name: string;
  aliases: string[];
}

export interface Reference {
  index: number;
  title: string;
  url: string;
  summary: string;
  /** yyyy-MM-dd, or null when unknown */
  publishTime: string | null;
  site: string;
  icon: string;
}

export type Citation = Omit<Reference, 'summary'>;

export interface ReasoningProcess {
  summary: string;
  content: string;
}

export interface VideoItem {
  videoPlatform: string;
  videoId: string;
  title: string;
  url: string;
  cover: string;
  author: string;
  duration: string;
  position: number;
}

export interface GoodsItem {
  title: string;
  url: string;
  thumbnail: string;
  price: string;
  priceUnit: string;
  mall: string;
  shopName: string;
  mallPlatform: string;
  mallProductId: string;
  skuId: string;
  position: number;
}

export type Sentiment = 'positive' | 'negative' | 'neutral';

export interface Ranking {
  name: string;
  rank: number | null;
}

export interface CategoryRanking {
  categoryName: string;
  rank: number;
  allRankings: Ranking[];
}

export interface KeywordEvaluation {
  keyword: string;
  nature: Sentiment;
  context: string;
}

/** The brand fields of a sub-task result (contract 2.4). */
export interface BrandAnalysis {
  mentionPosition: number | null;
  mentionContext: string;
  sentiment: Sentiment;
  competitorRankings: Ranking[];
  allRankings: Ranking[];
  categoryRanking: CategoryRanking | null;
  keywordEvaluations: KeywordEvaluation[];
}

export interface BrandQuery {
  answerContent: string;
  monitorKeywords: string | null;
  monitorKeywordAliases: string[];
  competitors: CompetitorBrand[];
}
