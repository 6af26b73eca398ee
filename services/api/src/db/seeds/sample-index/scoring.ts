import { DIMENSIONS, INDEX_SECTORS, type DimensionKey } from '@pdpl/contracts';
import type { Rng } from './prng.js';
import type { IndexSector } from './sector-catalog.js';

/**
 * Number of requirements checked per dimension; a dimension score is the share met (e.g. 4 of 6 -> 66.7),
 * which is why scores land on a small set of values with at most one decimal.
 */
export const REQUIREMENT_COUNTS: Record<DimensionKey, number> = {
  privacyNoticePlacement: 4,
  cookieBannerPlacement: 5,
  privacyNoticeArabic: 3,
  cookieNoticePlacement: 4,
  lastUpdated: 2,
  privacyNoticeOverall: 8,
  dataControllerIdentity: 4,
  privacyGovernance: 6,
  purposeOfDataCollection: 6,
  legalBasisExplained: 5,
  personalDataTypes: 6,
  sensitiveDataUsage: 5,
  dataSubjectRights: 8,
  consentMechanisms: 6,
  dataRetentionPeriod: 4,
  crossBorderTransfers: 5,
  thirdPartySharing: 6,
  childrensData: 4,
  dsrContactInfo: 3,
};

/** Typical privacy maturity per sector (regulated, consumer-facing sectors are further ahead). */
const SECTOR_MATURITY: Record<IndexSector, number> = {
  'Banking & Financial Services': 68,
  Telecommunications: 70,
  'Retail & E-commerce': 49,
  Healthcare: 52,
  'Energy & Utilities': 48,
  'Petrochemicals & Industry': 42,
  'Real Estate & Construction': 38,
  'Transport & Logistics': 44,
  Insurance: 61,
  'Hospitality & Tourism': 46,
  'Food & Agriculture': 40,
  Technology: 58,
};

/** How much easier (+) or harder (-) each dimension is than the company's overall maturity. */
const DIMENSION_OFFSET: Record<DimensionKey, number> = {
  privacyNoticePlacement: 20,
  cookieBannerPlacement: -4,
  privacyNoticeArabic: -14,
  cookieNoticePlacement: -4,
  lastUpdated: 6,
  privacyNoticeOverall: 4,
  dataControllerIdentity: 8,
  privacyGovernance: -6,
  purposeOfDataCollection: 12,
  legalBasisExplained: -10,
  personalDataTypes: 10,
  sensitiveDataUsage: -9,
  dataSubjectRights: 3,
  consentMechanisms: 0,
  dataRetentionPeriod: -11,
  crossBorderTransfers: -15,
  thirdPartySharing: 6,
  childrensData: -22,
  dsrContactInfo: 5,
};

/** Sector-specific strengths and blind spots. */
const SECTOR_ADJUSTMENT: Partial<Record<IndexSector, Partial<Record<DimensionKey, number>>>> = {
  'Banking & Financial Services': { privacyNoticeArabic: 12, privacyGovernance: 8, crossBorderTransfers: 6 },
  Telecommunications: { privacyNoticeArabic: 12, consentMechanisms: 6, cookieBannerPlacement: 6 },
  'Retail & E-commerce': { cookieBannerPlacement: 10, cookieNoticePlacement: 8, consentMechanisms: 4 },
  Healthcare: { sensitiveDataUsage: 14, privacyNoticeArabic: 6, childrensData: 8 },
  Insurance: { sensitiveDataUsage: 10, privacyNoticeArabic: 8 },
  'Hospitality & Tourism': { crossBorderTransfers: 6, privacyNoticeArabic: -6 },
  Technology: { cookieBannerPlacement: 10, crossBorderTransfers: 8, privacyNoticeArabic: -10 },
  'Petrochemicals & Industry': { cookieBannerPlacement: -8, childrensData: -8 },
};

/** Dimensions that can be met without a privacy notice (cookie tools, a general contact channel). */
const NOTICE_INDEPENDENT = new Set<DimensionKey>(['cookieBannerPlacement', 'cookieNoticePlacement', 'dsrContactInfo']);

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

function quantize(key: DimensionKey, raw: number): number {
  const total = REQUIREMENT_COUNTS[key];
  const met = clamp(Math.round((raw / 100) * total), 0, total);
  return Math.round((met / total) * 1000) / 10;
}

export interface CompanyScoreSeries {
  /** Dimension scores of the older edition, in DIMENSIONS order. */
  previous: number[];
  /** Dimension scores of the latest edition, in DIMENSIONS order. */
  latest: number[];
}

export interface MaturityInput {
  sector: IndexSector;
  hasNotice: boolean;
}

/** Spread of company maturity around its sector's typical level (about one standard deviation). */
const MATURITY_SPREAD = 12;

/**
 * Company-wide privacy maturity (0-100). Within each sector, companies get stratified quantiles of a normal
 * spread around the sector level (in shuffled order), so sector averages stay realistic whatever the draw.
 * Companies without a privacy notice sit at the bottom.
 */
export function assignMaturities(rng: Rng, companies: readonly MaturityInput[]): number[] {
  const maturities = companies.map(() => 0);
  for (const sector of INDEX_SECTORS) {
    const members = companies.flatMap((c, i) => (c.sector === sector && c.hasNotice ? [i] : []));
    const ranks = members.map((_, k) => k);
    for (let k = ranks.length - 1; k > 0; k -= 1) {
      const j = rng.int(0, k);
      [ranks[k], ranks[j]] = [ranks[j] ?? 0, ranks[k] ?? 0];
    }
    members.forEach((companyIndex, k) => {
      const p = ((ranks[k] ?? 0) + 0.5) / members.length;
      const z = Math.log(p / (1 - p)) / 1.702; // logistic approximation of the normal quantile
      maturities[companyIndex] = clamp(SECTOR_MATURITY[sector] + MATURITY_SPREAD * z + rng.normal() * 3, 8, 94);
    });
  }
  companies.forEach((c, i) => {
    if (!c.hasNotice) maturities[i] = clamp(18 + rng.normal() * 8, 5, 35);
  });
  return maturities;
}

/**
 * Dimension scores for both editions. The company's maturity drives every dimension; the latest edition adds
 * a company trend (mostly a modest improvement, sometimes a decline) plus per-dimension noise.
 */
export function generateScoreSeries(rng: Rng, company: MaturityInput, maturity: number): CompanyScoreSeries {
  const { sector, hasNotice } = company;
  const trend = 1.8 + rng.normal() * 3;
  const previous: number[] = [];
  const latest: number[] = [];
  for (const { key } of DIMENSIONS) {
    if (!hasNotice && !NOTICE_INDEPENDENT.has(key)) {
      previous.push(0);
      latest.push(0);
      continue;
    }
    const raw = maturity + DIMENSION_OFFSET[key] + (SECTOR_ADJUSTMENT[sector]?.[key] ?? 0) + rng.normal() * 14;
    const next = raw + trend + rng.normal() * 6;
    // Without a notice a general contact address still meets one of the three contact requirements.
    const floor = !hasNotice && key === 'dsrContactInfo' ? 100 / REQUIREMENT_COUNTS[key] : 0;
    previous.push(quantize(key, Math.max(raw, floor)));
    latest.push(quantize(key, Math.max(next, floor)));
  }
  return { previous, latest };
}

/** Overall score: mean of the dimension scores rounded to one decimal. */
export function overallScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const mean = scores.reduce((acc, s) => acc + s, 0) / scores.length;
  return Math.round(mean * 10) / 10;
}
