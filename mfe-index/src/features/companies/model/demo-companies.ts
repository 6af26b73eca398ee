import { DIMENSIONS, type CompanyRow, type IndexSummary } from '@pdpl/contracts';

/** A demo dimension profile around an overall score: deterministic, all 19 dimensions present. */
const profile = (base: number) => Object.fromEntries(DIMENSIONS.map(({ key }, i) => [key, Math.min(100, base - 12 + ((i * 7) % 25))]));

/**
 * The two built-in demo companies shown when live data cannot be loaded (index-blog-admin.md §3,
 * §8): overall scores 85 and 92, with all 19 dimensions.
 */
export const DEMO_COMPANIES: (CompanyRow & { dimensions: Record<string, number> })[] = [
  {
    id: 'demo-company-a',
    companyName: 'Demo Company A',
    sector: 'Technology',
    companyDescription: 'A demonstration record shown while live index data is unavailable.',
    score: 92,
    dimensions: profile(92),
  },
  {
    id: 'demo-company-b',
    companyName: 'Demo Company B',
    sector: 'Banking & Financial Services',
    companyDescription: 'A demonstration record shown while live index data is unavailable.',
    score: 85,
    dimensions: profile(85),
  },
];

/** The summary block for the demo records: no edition, so no previous average or report date. */
export function demoSummary(): IndexSummary {
  const total = DEMO_COMPANIES.reduce((sum, c) => sum + c.score, 0);
  return {
    totalCompanies: DEMO_COMPANIES.length,
    avgScoreThisMonth: Math.round((total / DEMO_COMPANIES.length) * 10) / 10,
    avgScorePrevMonth: null,
    latestReportDate: null,
    edition: null,
    avgChange: null,
    mostImproved: [],
    biggestDrops: [],
  };
}
