import type { Knex } from 'knex';
import {
  DETAIL_SECTION_ORDER,
  DIMENSIONS,
  TRANSLATED_COMPANY_FIELDS,
  type CompanyDetails,
  type CompanyListResponse,
  type CompanyReport,
  type DetailSection,
  type DimensionScores,
  type EditionInfo,
  type IndexSummary,
  type PastEdition,
} from '@pdpl/contracts';
import { hasControlCharacters } from '../../control-characters.js';
import { NotFound } from '../../domain/errors.js';
import { firstDayOf, toMonth } from '../editions/repository.js';
import {
  editionStats,
  findCompanyScore,
  findLatestPublishedEdition,
  findPreviousPublishedEdition,
  findPublishedEdition,
  listPublishedEditions,
  listCompanyHistory,
  listCompanyScores,
  listDimensionScores,
  listSectorDimensionAverages,
  publicationVersion,
  type EditionRow,
} from './repository.js';

const round1 = (value: number): number => Math.round(value * 10) / 10;

/** The Arabic texts of a row, only when the edition gave some (the field is left out otherwise). */
function arabic<T extends object, K extends keyof T>(texts: T | null, fields: readonly K[]): { ar?: Pick<T, K> } {
  const given = fields.filter((field) => texts?.[field]);
  return given.length === 0 ? {} : { ar: Object.fromEntries(given.map((field) => [field, texts![field]])) as Pick<T, K> };
}
const editionInfo = (edition: EditionRow, latest: EditionRow | undefined): EditionInfo => ({
  month: edition.month,
  isSample: edition.is_sample,
  current: edition.id === latest?.id,
});

/** What a read works on: the published edition of `month` (YYYY-MM), or the current one; `latest` is the current one. */
interface EditionChoice {
  edition: EditionRow | undefined;
  latest: EditionRow | undefined;
}

/** The edition a read asks for. A month with no published edition (none, a draft, a withdrawn one) is not found. */
async function chooseEdition(db: Knex, month: string | undefined): Promise<EditionChoice> {
  const latest = await findLatestPublishedEdition(db);
  if (month === undefined) return { edition: latest, latest };
  const edition = await findPublishedEdition(db, firstDayOf(month));
  if (!edition) throw new NotFound(`No published edition of ${month} in the PDPL Compliance Index.`);
  return { edition, latest };
}

const unknownCompany = (id: string) => new NotFound(`No company with id "${id.slice(0, 100)}" in the PDPL Compliance Index.`);

/** Ids are short slugs; one with control characters (PostgreSQL refuses a NUL) or of absurd length names no company. */
const isPlausibleId = (id: string) => id.length <= 200 && !hasControlCharacters(id);

/** Changes whenever a publication or withdrawal commits, on any instance: what was rendered from the index is stale. */
export function publishedIndexVersion(db: Knex): Promise<number> {
  return publicationVersion(db);
}

/** The ids of the companies in the latest published edition (the pages a crawler should find). */
export async function publishedCompanyIds(db: Knex): Promise<string[]> {
  const edition = await findLatestPublishedEdition(db);
  return edition ? (await listCompanyScores(db, edition.id)).map((row) => row.id) : [];
}

/** Each past published edition (YYYY-MM) with its company ids, newest first: their permanent pages a crawler should find. */
export async function pastEditionCompanyIds(db: Knex): Promise<PastEdition[]> {
  const latest = await findLatestPublishedEdition(db);
  const past = await listPublishedEditions(db);
  return Promise.all(
    past
      .filter((edition) => edition.id !== latest?.id)
      .map(async (edition) => ({ month: toMonth(edition.month), companyIds: (await listCompanyScores(db, edition.id)).map((row) => row.id) })),
  );
}

/** The index table of an edition (`month` YYYY-MM), else the current one (index-blog-admin.md §2.2, §3). */
export async function getCompanyList(db: Knex, month?: string): Promise<CompanyListResponse> {
  const { edition, latest } = await chooseEdition(db, month);
  if (!edition) return { edition: null, records: [] };
  const rows = await listCompanyScores(db, edition.id);
  return {
    edition: editionInfo(edition, latest),
    records: rows.map((r) => ({
      id: r.id,
      companyName: r.name,
      sector: r.sector,
      companyDescription: r.description,
      score: Number(r.score),
      ...arabic(r.ar, ['companyName', 'companyDescription'] as const),
    })),
  };
}

/**
 * The summary block (§2.2, §9). The previous-month average comes from the previous published
 * edition (the spec's "current minus 2.5" was a placeholder); null when there is none.
 */
export async function getIndexSummary(db: Knex, month?: string): Promise<IndexSummary> {
  const { edition, latest } = await chooseEdition(db, month);
  if (!edition) {
    return { totalCompanies: 0, avgScoreThisMonth: null, avgScorePrevMonth: null, latestReportDate: null, edition: null };
  }
  const previous = await findPreviousPublishedEdition(db, edition.month);
  const [current, before] = await Promise.all([
    editionStats(db, edition.id),
    previous ? editionStats(db, previous.id) : undefined,
  ]);
  const average = (stats: typeof current | undefined) =>
    stats?.average === null || stats === undefined ? null : round1(Number(stats.average));
  return {
    totalCompanies: Number(current.count),
    avgScoreThisMonth: average(current),
    avgScorePrevMonth: average(before),
    latestReportDate: current.latest_report_date,
    edition: editionInfo(edition, latest),
  };
}

/** One company's report in an edition (else the current one), with its ranks and its sector's ranking (§2.3). */
export async function getCompanyReport(db: Knex, companyId: string, month?: string): Promise<CompanyReport> {
  if (!isPlausibleId(companyId)) throw unknownCompany(companyId);
  const { edition, latest } = await chooseEdition(db, month);
  const row = edition && (await findCompanyScore(db, edition.id, companyId));
  if (!edition || !row) throw unknownCompany(companyId);
  const [all, dimensionRows, sectorAverageRows, historyRows] = await Promise.all([
    listCompanyScores(db, edition.id),
    listDimensionScores(db, edition.id, companyId),
    listSectorDimensionAverages(db, edition.id, row.sector),
    listCompanyHistory(db, companyId, edition.month),
  ]);
  const sector = all.filter((r) => r.sector === row.sector);
  const dimensions = dimensionScores(dimensionRows.map((d) => [d.dimension_key, Number(d.score)]));
  const sectorAverages = dimensionScores(sectorAverageRows.map((d) => [d.dimension_key, round1(Number(d.average))]));
  return {
    id: row.id,
    companyName: row.name,
    score: Number(row.score),
    reportDate: row.report_date ?? '',
    sector: row.sector,
    companyDescription: row.description,
    homepageUrl: row.homepage_url,
    privacyPolicyUrl: row.privacy_policy_url,
    strengths: row.strengths,
    criticalIssues: row.critical_issues,
    recommendations: row.recommendations,
    dimensions,
    rank: {
      sector: { position: sector.findIndex((r) => r.id === row.id) + 1, of: sector.length },
      overall: { position: all.findIndex((r) => r.id === row.id) + 1, of: all.length },
    },
    sectorRanking: sector.map((r) => ({ id: r.id, companyName: r.name, score: Number(r.score), ...arabic(r.ar, ['companyName'] as const) })),
    sectorAverages,
    history: historyRows.map((h) => ({ month: h.month, score: Number(h.score) })),
    edition: editionInfo(edition, latest),
    ...arabic(row.ar, TRANSLATED_COMPANY_FIELDS),
  };
}

/** All 19 dimensions from stored (key, score) pairs; a dimension with no score counts as 0. */
function dimensionScores(pairs: [string, number][]): DimensionScores {
  const stored = new Map(pairs);
  return Object.fromEntries(DIMENSIONS.map(({ key }) => [key, stored.get(key) ?? 0])) as DimensionScores;
}

const SECTION_KEY = new Map<string, string>(DIMENSIONS.map((d) => [d.section, d.key]));

/** The 19 detailed sections in the fixed order of §3; unknown dimensions are dropped, missing ones skipped. */
export async function getCompanyDetails(db: Knex, companyId: string, month?: string): Promise<CompanyDetails> {
  if (!isPlausibleId(companyId)) throw unknownCompany(companyId);
  const { edition, latest } = await chooseEdition(db, month);
  const row = edition && (await findCompanyScore(db, edition.id, companyId));
  if (!edition || !row) throw unknownCompany(companyId);
  const byKey = new Map((await listDimensionScores(db, edition.id, companyId)).map((d) => [d.dimension_key, d]));
  const sections: DetailSection[] = [];
  for (const name of DETAIL_SECTION_ORDER) {
    const key = SECTION_KEY.get(name)!;
    const d = byKey.get(key);
    if (!d) continue;
    sections.push({
      id: key,
      name,
      normalizedScore: Number(d.score),
      reason: d.reason,
      bestPractices: d.best_practices,
      criticalIssues: d.critical_issues,
      recommendations: d.recommendations,
      ...arabic(d.ar ?? null, ['reason', 'bestPractices', 'criticalIssues', 'recommendations'] as const),
    });
  }
  return { companyName: row.name, sections, edition: editionInfo(edition, latest), ...arabic(row.ar, ['companyName'] as const) };
}
