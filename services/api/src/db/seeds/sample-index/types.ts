import type { DimensionKey } from '@pdpl/contracts';

/** A fictional company of the sample PDPL Compliance Index. */
export interface SampleCompany {
  id: string;
  name: string;
  sector: string;
  description: string;
  homepageUrl: string;
  /** Empty when the company publishes no privacy notice. */
  privacyPolicyUrl: string;
}

/** One of the 19 dimensions for one company in one edition. */
export interface SampleDimensionResult {
  key: DimensionKey;
  /** Percentage of requirements met, 0-100, at most one decimal. */
  score: number;
  reason: string;
  bestPractices: string;
  criticalIssues: string;
  recommendations: string;
}

export interface SampleCompanyScore {
  companyId: string;
  /** Mean of the 19 dimension scores, rounded to one decimal. */
  score: number;
  /** YYYY-MM-DD within the edition's month, or '' when not recorded. */
  reportDate: string;
  strengths: string;
  criticalIssues: string;
  recommendations: string;
  /** Every key of DIMENSIONS exactly once, in DIMENSIONS order. */
  dimensions: SampleDimensionResult[];
}

export interface SampleEdition {
  /** First day of the month, ISO date (e.g. '2025-11-01'). */
  month: string;
  scores: SampleCompanyScore[];
}

export interface SampleIndex {
  companies: SampleCompany[];
  /** Oldest first. */
  editions: SampleEdition[];
}
