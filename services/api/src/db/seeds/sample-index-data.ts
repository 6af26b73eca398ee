/**
 * Sample data for the PDPL Compliance Index: 100 clearly fictional Saudi companies (names invented, sites on the
 * reserved .example domain) scored on the 19 PDPL dimensions in two monthly editions.
 *
 * Pure and deterministic: no I/O, no clock, no Math.random (a fixed-seed mulberry32 generator drives every
 * choice), so two calls return deep-equal results and seeds are reproducible.
 */
import { DIMENSIONS, INDEX_SECTORS } from '@pdpl/contracts';
import { buildCompanies } from './sample-index/companies.js';
import { summarizeCompany } from './sample-index/company-summary.js';
import { describeDimension, pendingDimension } from './sample-index/dimension-results.js';
import { createRng, type Rng } from './sample-index/prng.js';
import { assignMaturities, generateScoreSeries, overallScore } from './sample-index/scoring.js';
import type { IndexSector } from './sample-index/sector-catalog.js';
import type { SampleCompany, SampleCompanyScore, SampleEdition, SampleIndex } from './sample-index/types.js';

export type {
  SampleCompany,
  SampleCompanyScore,
  SampleDimensionResult,
  SampleEdition,
  SampleIndex,
} from './sample-index/types.js';

/** Edition months, oldest first (ISO date of the first day of the month). */
export const SAMPLE_EDITION_MONTHS = ['2025-10-01', '2025-11-01'] as const;

const SEED = 0x5d9a_2025;
/** Companies whose analysis was still pending (all dimensions 0) in the older edition. */
const PENDING_IN_PREVIOUS = 3;
/** Further companies of the older edition whose report date was not recorded. */
const UNDATED_IN_PREVIOUS = 2;

function asSector(sector: string): IndexSector {
  const found = INDEX_SECTORS.find((s) => s === sector);
  if (!found) throw new Error(`Unknown sector ${sector}`);
  return found;
}

/** Distinct indexes drawn from the candidates. */
function drawIndexes(rng: Rng, candidates: number[], count: number): Set<number> {
  const pool = [...candidates];
  const drawn = new Set<number>();
  while (drawn.size < count && pool.length > 0) {
    const [index] = pool.splice(rng.int(0, pool.length - 1), 1);
    if (index !== undefined) drawn.add(index);
  }
  return drawn;
}

/** A date inside the edition's month: assessments run during the first four weeks. */
function reportDateIn(rng: Rng, month: string): string {
  return `${month.slice(0, 8)}${String(rng.int(2, 27)).padStart(2, '0')}`;
}

function companyScore(company: SampleCompany, dimensionScores: readonly number[] | null, reportDate: string): SampleCompanyScore {
  const dimensions = DIMENSIONS.map(({ key }, i) =>
    dimensionScores ? describeDimension(key, dimensionScores[i] ?? 0) : pendingDimension(key),
  );
  const summary = dimensionScores
    ? summarizeCompany(dimensions)
    : { strengths: '', criticalIssues: '', recommendations: '' };
  return {
    companyId: company.id,
    score: overallScore(dimensions.map((d) => d.score)),
    reportDate,
    ...summary,
    dimensions,
  };
}

export function buildSampleIndex(): SampleIndex {
  const companies = buildCompanies(createRng(SEED));

  const scoreRng = createRng(SEED + 1);
  const inputs = companies.map((c) => ({ sector: asSector(c.sector), hasNotice: c.privacyPolicyUrl !== '' }));
  const maturities = assignMaturities(scoreRng, inputs);
  const series = inputs.map((input, i) => generateScoreSeries(scoreRng, input, maturities[i] ?? 0));

  const dateRng = createRng(SEED + 2);
  const withNotice = companies.flatMap((c, i) => (c.privacyPolicyUrl ? [i] : []));
  const pending = drawIndexes(dateRng, withNotice, PENDING_IN_PREVIOUS);
  const undated = drawIndexes(
    dateRng,
    companies.map((_, i) => i).filter((i) => !pending.has(i)),
    UNDATED_IN_PREVIOUS,
  );

  const [previousMonth, latestMonth] = SAMPLE_EDITION_MONTHS;
  const previous: SampleEdition = {
    month: previousMonth,
    scores: companies.map((c, i) => {
      const isPending = pending.has(i);
      const date = isPending || undated.has(i) ? '' : reportDateIn(dateRng, previousMonth);
      return companyScore(c, isPending ? null : (series[i]?.previous ?? null), date);
    }),
  };
  const latest: SampleEdition = {
    month: latestMonth,
    scores: companies.map((c, i) => companyScore(c, series[i]?.latest ?? null, reportDateIn(dateRng, latestMonth))),
  };

  return { companies, editions: [previous, latest] };
}
