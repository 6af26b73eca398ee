import type { CompanyTextsAr, DetailSection, DimensionEvidence, DimensionRequirement } from '@pdpl/contracts';
import type { Knex } from 'knex';

/**
 * Only published editions are public (drafts and withdrawn editions never are). A company's details
 * are those stored with its scores in that edition; rows written before editions kept them (and
 * rows made by hand) fall back to the company register.
 */
const details = (column: string) => `coalesce(s.${column}, c.${column}) as ${column}`;

export interface EditionRow {
  id: number;
  month: string;
  is_sample: boolean;
}

/** A company's Arabic texts in an edition: only those the edition gave (null: none). */
export type ArabicTexts = CompanyTextsAr | null;

export interface CompanyScoreRow {
  id: string;
  name: string;
  sector: string;
  description: string;
  score: string;
  ar: ArabicTexts;
}

/** The newest published edition, or undefined when there is none. */
export async function findLatestPublishedEdition(db: Knex): Promise<EditionRow | undefined> {
  return db('index_editions')
    .where('status', 'published')
    .orderBy('month', 'desc')
    .first<EditionRow | undefined>('id', 'month', 'is_sample');
}

/** The published edition of `month` (YYYY-MM-DD, its first day), or undefined: drafts and withdrawn editions are not public. */
export async function findPublishedEdition(db: Knex, month: string): Promise<EditionRow | undefined> {
  return db('index_editions').where({ status: 'published', month }).first<EditionRow | undefined>('id', 'month', 'is_sample');
}

/** Every published edition with its publication time, newest first. */
export async function listPublishedEditions(db: Knex): Promise<(EditionRow & { published_at: Date })[]> {
  return db('index_editions').where('status', 'published').orderBy('month', 'desc').select<(EditionRow & { published_at: Date })[]>('id', 'month', 'is_sample', 'published_at');
}

/** Every company scored in an edition, best score first, then by name. */
export async function listCompanyScores(db: Knex, editionId: number): Promise<CompanyScoreRow[]> {
  return db('company_scores as s')
    .join('companies as c', 'c.id', 's.company_id')
    .where('s.edition_id', editionId)
    .orderByRaw('s.score desc, coalesce(s.name, c.name) asc, c.id asc')
    .select<CompanyScoreRow[]>('c.id', ...['name', 'sector', 'description'].map((c) => db.raw(details(c))), 's.score', 's.ar');
}

/** The ids of an edition's companies, in listCompanyScores's order (best score first): only the ids, for the site's sitemap and its 404s. */
export async function listCompanyIds(db: Knex, editionId: number): Promise<string[]> {
  return db('company_scores as s')
    .join('companies as c', 'c.id', 's.company_id')
    .where('s.edition_id', editionId)
    .orderByRaw('s.score desc, coalesce(s.name, c.name) asc, c.id asc')
    .pluck('c.id');
}

/** The newest published edition before `month`, or undefined. */
export async function findPreviousPublishedEdition(db: Knex, month: string): Promise<EditionRow | undefined> {
  return db('index_editions')
    .where('status', 'published')
    .where('month', '<', month)
    .orderBy('month', 'desc')
    .first<EditionRow | undefined>('id', 'month', 'is_sample');
}

export interface EditionStatsRow {
  count: string;
  average: string | null;
  latest_report_date: string | null;
}

export async function editionStats(db: Knex, editionId: number): Promise<EditionStatsRow> {
  const row = await db('company_scores')
    .where({ edition_id: editionId })
    .first<EditionStatsRow>(
      db.raw('count(*) as count'),
      db.raw('avg(score) as average'),
      db.raw('max(report_date) as latest_report_date'),
    );
  return row;
}

export interface CompanyReportRow {
  id: string;
  name: string;
  sector: string;
  description: string;
  homepage_url: string;
  privacy_policy_url: string;
  score: string;
  report_date: string | null;
  strengths: string;
  critical_issues: string;
  recommendations: string;
  ar: ArabicTexts;
  /** The rubric version the edition's Requirements columns were judged by; null where it names none. */
  rubric_version: string | null;
}

export async function findCompanyScore(db: Knex, editionId: number, companyId: string): Promise<CompanyReportRow | undefined> {
  return db('company_scores as s')
    .join('companies as c', 'c.id', 's.company_id')
    .where({ 's.edition_id': editionId, 's.company_id': companyId })
    .first<CompanyReportRow | undefined>(
      'c.id',
      ...['name', 'sector', 'description', 'homepage_url', 'privacy_policy_url'].map((c) => db.raw(details(c))),
      's.score',
      's.report_date',
      's.strengths',
      's.critical_issues',
      's.recommendations',
      's.ar',
      's.rubric_version',
    );
}

export interface DimensionRow {
  dimension_key: string;
  score: string;
  reason: string;
  best_practices: string;
  critical_issues: string;
  recommendations: string;
  ar: DetailSection['ar'] | null;
  evidence: DimensionEvidence | null;
  /** Each requirement of the dimension, in the rubric's order, met or not; null where the edition does not say. */
  requirements: DimensionRequirement[] | null;
}

export async function listDimensionScores(db: Knex, editionId: number, companyId: string): Promise<DimensionRow[]> {
  return db('company_dimension_scores')
    .where({ edition_id: editionId, company_id: companyId })
    .select<DimensionRow[]>('dimension_key', 'score', 'reason', 'best_practices', 'critical_issues', 'recommendations', 'ar', 'evidence', 'requirements');
}

export interface DimensionAverageRow {
  dimension_key: string;
  average: string;
}

/** Each dimension's average score over the companies of one sector in an edition. */
export async function listSectorDimensionAverages(db: Knex, editionId: number, sector: string): Promise<DimensionAverageRow[]> {
  return db('company_dimension_scores as d')
    .join('company_scores as s', (on) => on.on('s.edition_id', 'd.edition_id').andOn('s.company_id', 'd.company_id'))
    .join('companies as c', 'c.id', 'd.company_id')
    .where('d.edition_id', editionId)
    .whereRaw('coalesce(s.sector, c.sector) = ?', [sector])
    .groupBy('d.dimension_key')
    .select<DimensionAverageRow[]>('d.dimension_key', db.raw('avg(d.score) as average'));
}

export interface HistoryRow {
  month: string;
  score: string;
}

/** A company's overall score in every published edition up to `month`, oldest first. */
export async function listCompanyHistory(db: Knex, companyId: string, month: string): Promise<HistoryRow[]> {
  return db('company_scores as s')
    .join('index_editions as e', 'e.id', 's.edition_id')
    .where('e.status', 'published')
    .where('e.month', '<=', month)
    .where('s.company_id', companyId)
    .orderBy('e.month', 'asc')
    .select<HistoryRow[]>('e.month', 's.score');
}

/**
 * Changes whenever a publication or withdrawal commits, on any instance: the count of those audit
 * entries (a count, not the newest id, because ids are taken before commit and can commit out of order).
 */
export async function publicationVersion(db: Knex): Promise<number> {
  const row = await db('index_edition_audit').whereIn('action', ['publish', 'withdraw']).first<{ count: string }>(db.raw('count(*) as count'));
  return Number(row.count);
}
