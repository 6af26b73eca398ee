import { DIMENSIONS, type DimensionKey } from '@pdpl/contracts';
import { DIMENSION_TEXTS } from './dimension-texts.js';
import type { SampleDimensionResult } from './types.js';

export interface CompanySummary {
  strengths: string;
  criticalIssues: string;
  recommendations: string;
}

const MAINTENANCE_ACTIONS = [
  'Review the privacy notice at least annually and after any change in processing',
  'Track SDAIA guidance and updates to the PDPL Implementing Regulations',
];

const sectionOf = (key: SampleDimensionResult['key']): string =>
  DIMENSIONS.find((d) => d.key === key)?.section ?? key;

/** Tie-break for equal scores: the findings that matter most under the PDPL come first. */
const PRIORITY: readonly DimensionKey[] = [
  'privacyNoticePlacement',
  'dataSubjectRights',
  'privacyGovernance',
  'legalBasisExplained',
  'consentMechanisms',
  'crossBorderTransfers',
  'sensitiveDataUsage',
  'privacyNoticeOverall',
  'purposeOfDataCollection',
  'dataControllerIdentity',
  'thirdPartySharing',
  'dataRetentionPeriod',
  'childrensData',
  'privacyNoticeArabic',
  'personalDataTypes',
  'dsrContactInfo',
  'cookieBannerPlacement',
  'cookieNoticePlacement',
  'lastUpdated',
];

/** Sorted copy by score; equal scores follow PRIORITY so the output is stable and meaningful. */
function sortByScore(dimensions: readonly SampleDimensionResult[], direction: 1 | -1): SampleDimensionResult[] {
  return [...dimensions].sort(
    (a, b) => direction * (a.score - b.score) || PRIORITY.indexOf(a.key) - PRIORITY.indexOf(b.key),
  );
}

/** Strong dimensions first; partial ones only fill up to two lines. Empty when every dimension is weak. */
function strengthsOf(dimensions: readonly SampleDimensionResult[]): string[] {
  const best = sortByScore(dimensions, -1);
  const strong = best.filter((d) => d.score >= 70);
  const lines = strong.slice(0, strong.length >= 10 ? 4 : 3).map((d) => DIMENSION_TEXTS[d.key].strength);
  for (const d of best.filter((x) => x.score >= 40 && x.score < 70)) {
    if (lines.length >= 2) break;
    lines.push(`${sectionOf(d.key)} partly in place (${d.score}% of requirements met)`);
  }
  return lines;
}

/** Weak dimensions first (worst first); near-weak ones fill up to two lines. Empty for top performers. */
function issuesOf(dimensions: readonly SampleDimensionResult[]): string[] {
  const worst = sortByScore(dimensions, 1);
  const weak = worst.filter((d) => d.score < 40);
  const picked = weak.slice(0, weak.length >= 8 ? 4 : 3);
  if (picked.length < 2) {
    picked.push(...worst.filter((d) => d.score >= 40 && d.score < 55).slice(0, 2 - picked.length));
  }
  if (picked.length === 1) {
    const next = worst.find((d) => d.score >= 40 && d.score < 70 && !picked.includes(d));
    if (next) picked.push(next);
  }
  return picked.map((d) => DIMENSION_TEXTS[d.key].issue);
}

/** Actions for the lowest dimensions below 70, topped up with maintenance advice to at least two lines. */
function recommendationsOf(dimensions: readonly SampleDimensionResult[]): string[] {
  const gaps = sortByScore(dimensions, 1).filter((d) => d.score < 70);
  const weakCount = gaps.filter((d) => d.score < 40).length;
  const lines = gaps.slice(0, weakCount >= 8 ? 4 : 3).map((d) => DIMENSION_TEXTS[d.key].action);
  for (const action of MAINTENANCE_ACTIONS) {
    if (lines.length >= 2) break;
    lines.push(action);
  }
  return lines;
}

/** Company-level findings derived from its best and worst dimensions, so they agree with the scores. */
export function summarizeCompany(dimensions: readonly SampleDimensionResult[]): CompanySummary {
  return {
    strengths: strengthsOf(dimensions).join('\n'),
    criticalIssues: issuesOf(dimensions).join('\n'),
    recommendations: recommendationsOf(dimensions).join('\n'),
  };
}
