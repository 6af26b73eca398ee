import type { DimensionScores } from './dimensions.js';
import type { CompanyTextsAr } from './types.js';

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
  /** The four texts in Arabic, where the edition has them (columns like childrensDataReasonAr). */
  ar?: { reason?: string; bestPractices?: string; criticalIssues?: string; recommendations?: string };
}

/** GET /api/index/companies/:id/details: sections in DETAIL_SECTION_ORDER. */
export interface CompanyDetails {
  companyName: string;
  sections: DetailSection[];
  edition: EditionInfo;
  ar?: Pick<CompanyTextsAr, 'companyName'>;
}

/** A past published edition (month YYYY-MM) and its companies: the permanent pages the sitemap lists. */
export interface PastEdition {
  month: string;
  companyIds: string[];
}
