import type { DimensionEvidence, DimensionRequirement } from '../index-editions/columns.js';
import type { DimensionScores } from './dimensions.js';
import type { CompanyTextsAr, ScoreChange } from './types.js';

/** The edition a response was read from. */
export interface EditionInfo {
  /** First day of the month, YYYY-MM-DD. */
  month: string;
  isSample: boolean;
  /** Whether it is the current edition (the newest published one); a past one's pages say so. */
  current: boolean;
}

/** GET /api/index/summary (index-blog-admin.md §2.2, §9); averages rounded to 1 decimal. */
export interface IndexSummary {
  totalCompanies: number;
  avgScoreThisMonth: number | null;
  /** Average of the previous published edition; null when there is none. */
  avgScorePrevMonth: number | null;
  /** Newest report date of the edition (YYYY-MM-DD), null when none was recorded. */
  latestReportDate: string | null;
  edition: EditionInfo | null;
  /** avgScoreThisMonth - avgScorePrevMonth to 1 decimal; null without a previous edition. */
  avgChange: number | null;
  /** Companies of both editions whose score rose most (at most SUMMARY_MOVERS, biggest first). */
  mostImproved: ScoreMover[];
  /** Companies of both editions whose score fell most (at most SUMMARY_MOVERS, biggest drop first). */
  biggestDrops: ScoreMover[];
}

/** How many companies the summary names as most improved, and as biggest drops. */
export const SUMMARY_MOVERS = 3;

export interface ScoreMover {
  id: string;
  companyName: string;
  /** Points, to 1 decimal; never 0. */
  change: number;
  ar?: { companyName?: string };
}

export interface RankPosition {
  position: number;
  of: number;
}

export interface SectorRankingRow {
  id: string;
  companyName: string;
  score: number;
  ar?: Pick<CompanyTextsAr, 'companyName'>;
}

/** GET /api/index/companies/:id: the full company record (§3) plus what the report page shows. */
export interface CompanyReport {
  id: string;
  companyName: string;
  score: number;
  /** YYYY-MM-DD, or '' when not recorded. */
  reportDate: string;
  sector: string;
  companyDescription: string;
  homepageUrl: string;
  privacyPolicyUrl: string;
  strengths: string;
  criticalIssues: string;
  recommendations: string;
  dimensions: DimensionScores;
  rank: { sector: RankPosition; overall: RankPosition };
  /** The company's sector, best score first (ties by name). */
  sectorRanking: SectorRankingRow[];
  /** Each dimension's average over the company's sector in this edition, to 1 decimal. */
  sectorAverages: DimensionScores;
  /** The company's overall score in every published edition up to this one, oldest first. */
  history: ScoreHistoryPoint[];
  edition: EditionInfo;
  /** The overall score's change since the previous published edition (left out when there is none). */
  change?: ScoreChange;
  ar?: CompanyTextsAr;
}

export interface ScoreHistoryPoint {
  /** The edition's month, YYYY-MM-DD (first day). */
  month: string;
  score: number;
}

export interface DetailSection {
  /** The dimension key, e.g. 'childrensData'. */
  id: string;
  name: string;
  normalizedScore: number;
  reason: string;
  bestPractices: string;
  criticalIssues: string;
  recommendations: string;
  /** The dimension's change since the previous published edition (left out when there is none). */
  change?: ScoreChange;
  /** The four texts in Arabic, where the edition has them (columns like childrensDataReasonAr). */
  ar?: { reason?: string; bestPractices?: string; criticalIssues?: string; recommendations?: string };
  /** The passage of the privacy notice the score rests on, where the edition quotes one. */
  evidence?: DimensionEvidence;
  /**
   * Each of the dimension's rubric requirements (RUBRIC_REQUIREMENTS' ids, in the rubric's order)
   * and whether the company met it, where the edition says: the score is the percentage met.
   */
  requirements?: DimensionRequirement[];
}

/** GET /api/index/companies/:id/details: sections in DETAIL_SECTION_ORDER. */
export interface CompanyDetails {
  companyName: string;
  sections: DetailSection[];
  edition: EditionInfo;
  ar?: Pick<CompanyTextsAr, 'companyName'>;
  /** The rubric version the sections' requirements were judged by (e.g. 2026.11-1), where the edition names one. */
  rubricVersion?: string;
}

/**
 * A published edition (month YYYY-MM), when it was published (ISO 8601) and its companies: the pages
 * the site knows (any other company or month of the index's pages is a 404) and the sitemap lists.
 */
export interface PublishedEdition {
  month: string;
  publishedAt: string;
  companyIds: string[];
}
