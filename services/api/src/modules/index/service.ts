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
  type Locale,
  type PublishedEdition,
  type ScoreChange,
  type ScoreMover,
  SUMMARY_MOVERS,
} from '@pdpl/contracts';
import { hasControlCharacters } from '../../control-characters.js';
import { badgeSvg } from './badge.js';
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
  listCompanyIds,
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

/** Scores by id of the published edition before `edition`; null when there is none (changes are then left out). */
async function previousScores(db: Knex, edition: EditionRow): Promise<Map<string, number> | null> {
  const previous = await findPreviousPublishedEdition(db, edition.month);
  return previous ? new Map((await listCompanyScores(db, previous.id)).map((r) => [r.id, Number(r.score)])) : null;
}

/** The `change` field of a score against the previous edition's (ScoreChange), or nothing without a previous edition. */
function changeField(score: number, before: Map<string, number> | null, key: string): { change?: ScoreChange } {
  if (!before) return {};
  const previous = before.get(key);
  return { change: previous === undefined ? null : round1(score - previous) };
}

/** Changes whenever a publication or withdrawal commits, on any instance: what was rendered from the index is stale. */
export function publishedIndexVersion(db: Knex): Promise<number> {
  return publicationVersion(db);
}

/**
 * Every published edition (YYYY-MM), newest first (the first is the current one), with its
 * publication time and company ids: the pages a crawler should find, and the only company and
 * edition pages the site answers 200 for.
 */
export async function publishedEditions(db: Knex): Promise<PublishedEdition[]> {
  const editions = await listPublishedEditions(db);
  return Promise.all(
    editions.map(async (edition) => ({ month: toMonth(edition.month), publishedAt: edition.published_at.toISOString(), companyIds: await listCompanyIds(db, edition.id) })),
  );
}

/** The index table of an edition (`month` YYYY-MM), else the current one (index-blog-admin.md §2.2, §3). */
export async function getCompanyList(db: Knex, month?: string): Promise<CompanyListResponse> {
  const { edition, latest } = await chooseEdition(db, month);
  if (!edition) return { edition: null, records: [] };
  const [rows, before] = await Promise.all([listCompanyScores(db, edition.id), previousScores(db, edition)]);
  return {
    edition: editionInfo(edition, latest),
    records: rows.map((r) => ({
      id: r.id,
      companyName: r.name,
      sector: r.sector,
      companyDescription: r.description,
      score: Number(r.score),
      ...changeField(Number(r.score), before, r.id),
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
    return { totalCompanies: 0, avgScoreThisMonth: null, avgScorePrevMonth: null, latestReportDate: null, edition: null, avgChange: null, mostImproved: [], biggestDrops: [] };
  }
  const previous = await findPreviousPublishedEdition(db, edition.month);
  const [current, before, rows, scoresBefore] = await Promise.all([
    editionStats(db, edition.id),
    previous ? editionStats(db, previous.id) : undefined,
    listCompanyScores(db, edition.id),
    previousScores(db, edition),
  ]);
  const average = (stats: typeof current | undefined) =>
    stats?.average === null || stats === undefined ? null : round1(Number(stats.average));
  const thisMonth = average(current);
  const prevMonth = average(before);
  // Rows are best score first, so equal changes keep the published order.
  const movers: ScoreMover[] = rows.flatMap((r) => {
    const { change } = changeField(Number(r.score), scoresBefore, r.id);
    return typeof change === 'number' && change !== 0 ? [{ id: r.id, companyName: r.name, change, ...arabic(r.ar, ['companyName'] as const) }] : [];
  });
  const byChange = (sign: 1 | -1) => movers.filter((m) => Math.sign(m.change) === sign).sort((a, b) => sign * (b.change - a.change)).slice(0, SUMMARY_MOVERS);
  return {
    totalCompanies: Number(current.count),
    avgScoreThisMonth: thisMonth,
    avgScorePrevMonth: prevMonth,
    latestReportDate: current.latest_report_date,
    edition: editionInfo(edition, latest),
    avgChange: thisMonth === null || prevMonth === null ? null : round1(thisMonth - prevMonth),
    mostImproved: byChange(1),
    biggestDrops: byChange(-1),
  };
}

/** One company's report in an edition (else the current one), with its ranks and its sector's ranking (§2.3). */
export async function getCompanyReport(db: Knex, companyId: string, month?: string): Promise<CompanyReport> {
  if (!isPlausibleId(companyId)) throw unknownCompany(companyId);
  const { edition, latest } = await chooseEdition(db, month);
  const row = edition && (await findCompanyScore(db, edition.id, companyId));
  if (!edition || !row) throw unknownCompany(companyId);
  const [all, dimensionRows, sectorAverageRows, historyRows, before] = await Promise.all([
    listCompanyScores(db, edition.id),
    listDimensionScores(db, edition.id, companyId),
    listSectorDimensionAverages(db, edition.id, row.sector),
    listCompanyHistory(db, companyId, edition.month),
    previousScores(db, edition),
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
    ...changeField(Number(row.score), before, row.id),
    ...arabic(row.ar, TRANSLATED_COMPANY_FIELDS),
  };
}

/** The company's score badge (SVG) in the current edition; NotFound for a company outside it. */
export async function getCompanyBadge(db: Knex, companyId: string, locale: Locale): Promise<string> {
  if (!isPlausibleId(companyId)) throw unknownCompany(companyId);
  const edition = await findLatestPublishedEdition(db);
  const row = edition && (await findCompanyScore(db, edition.id, companyId));
  if (!edition || !row) throw unknownCompany(companyId);
  const companyName = (locale === 'ar' && row.ar?.companyName) || row.name;
  return badgeSvg({ companyName, score: Number(row.score), month: edition.month.slice(0, 7), locale });
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
  const previous = await findPreviousPublishedEdition(db, edition.month);
  const [current, earlier] = await Promise.all([
    listDimensionScores(db, edition.id, companyId),
    previous ? listDimensionScores(db, previous.id, companyId) : null,
  ]);
  const byKey = new Map(current.map((d) => [d.dimension_key, d]));
  // A company new in this edition has no dimension scores before it: each dimension is then New.
  const before = earlier && new Map(earlier.map((d) => [d.dimension_key, Number(d.score)]));
  const sections: DetailSection[] = [];
  for (const name of DETAIL_SECTION_ORDER) {
    const key = SECTION_KEY.get(name)!;
    const d = byKey.get(key);
    if (!d) continue;
    sections.push({
      id: key,
      name,
      normalizedScore: Number(d.score),
      ...changeField(Number(d.score), before, key),
      reason: d.reason,
      bestPractices: d.best_practices,
      criticalIssues: d.critical_issues,
      recommendations: d.recommendations,
      ...arabic(d.ar ?? null, ['reason', 'bestPractices', 'criticalIssues', 'recommendations'] as const),
      ...(d.evidence ? { evidence: d.evidence } : {}),
      ...(d.requirements ? { requirements: d.requirements.map(({ id, met }) => ({ id, met })) } : {}),
    });
  }
  return {
    companyName: row.name,
    sections,
    edition: editionInfo(edition, latest),
    ...arabic(row.ar, ['companyName'] as const),
    ...(row.rubric_version ? { rubricVersion: row.rubric_version } : {}),
  };
}
