import type { EditionInfo } from './reports.js';

/**
 * A company's texts in Arabic, from the edition file's optional Arabic columns (companyNameAr, ...).
 * A text the edition lacks is absent: Arabic pages show the English one and say so.
 */
export interface CompanyTextsAr {
  companyName?: string;
  companyDescription?: string;
  strengths?: string;
  criticalIssues?: string;
  recommendations?: string;
}

/** One row of the index table (index-blog-admin.md §3). */
export interface CompanyRow {
  id: string;
  companyName: string;
  sector: string;
  companyDescription: string;
  score: number;
  /** See ScoreChange: left out when no edition was published before this one. */
  change?: ScoreChange;
  ar?: Pick<CompanyTextsAr, 'companyName' | 'companyDescription'>;
}

/**
 * A score's change since the previous published edition, in points to 1 decimal (positive: up);
 * null for a company (or dimension) the previous edition did not have ("New").
 */
export type ScoreChange = number | null;

export interface CompanyListResponse {
  edition: EditionInfo | null;
  records: CompanyRow[];
}

export const INDEX_SECTORS = [
  'Banking & Financial Services',
  'Telecommunications',
  'Retail & E-commerce',
  'Healthcare',
  'Energy & Utilities',
  'Petrochemicals & Industry',
  'Real Estate & Construction',
  'Transport & Logistics',
  'Insurance',
  'Hospitality & Tourism',
  'Food & Agriculture',
  'Technology',
] as const;
