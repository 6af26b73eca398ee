/**
 * Published editions as open data: the list, and one edition's rows with the columns of the edition
 * file (EDITION_COLUMNS), best score first. Drafts and withdrawn editions are never served.
 */
import type { Knex } from 'knex';
import {
  DIMENSIONS,
  toEditionRecord,
  TRANSLATED_COMPANY_FIELDS,
  type DimensionEvidence,
  type DimensionKey,
  type DimensionRequirement,
  type DimensionTextField,
  type EditionDimension,
  type EditionFileRow,
  type IndexSector,
  type OpenDataEdition,
} from '@pdpl/contracts';
import { listCompanyScores } from '../index/repository.js';
import { firstDayOf, toMonth } from './repository.js';

export async function listOpenDataEditions(db: Knex): Promise<OpenDataEdition[]> {
  const rows = await db('index_editions as e')
    .where('e.status', 'published')
    .orderBy('e.month', 'desc')
    .select<{ month: string; published_at: Date; company_count: number }[]>(
      'e.month',
      'e.published_at',
      db.raw('(select count(*) from company_scores s where s.edition_id = e.id)::int as company_count'),
    );
  return rows.map((r) => ({ month: toMonth(r.month), companyCount: r.company_count, publishedAt: r.published_at.toISOString() }));
}

interface ScoreDetailRow {
  id: string;
  homepage_url: string;
  privacy_policy_url: string;
  report_date: string | null;
  strengths: string;
  critical_issues: string;
  recommendations: string;
  rubric_version: string | null;
}

interface DimensionDbRow {
  company_id: string;
  dimension_key: DimensionKey;
  score: string;
  reason: string;
  best_practices: string;
  critical_issues: string;
  recommendations: string;
  ar: Partial<Record<DimensionTextField, string>> | null;
  evidence: DimensionEvidence | null;
  requirements: DimensionRequirement[] | null;
}

const NO_DIMENSION_TEXTS: Record<DimensionTextField, string> = { reason: '', bestPractices: '', criticalIssues: '', recommendations: '' };
const EMPTY_DIMENSION: EditionDimension = { score: 0, ...NO_DIMENSION_TEXTS, ar: NO_DIMENSION_TEXTS, evidence: null };

/** Stored Arabic texts as the file's cells: '' for a text the edition did not give. */
const cellsOf = <F extends string>(fields: readonly F[], texts: Partial<Record<F, string>> | null | undefined) =>
  Object.fromEntries(fields.map((field) => [field, texts?.[field] ?? ''])) as Record<F, string>;

/** The published edition of `month` (YYYY-MM), if any. */
export function findPublishedEdition(db: Knex, month: string): Promise<{ id: number; published_at: Date } | undefined> {
  return db('index_editions').where({ month: firstDayOf(month), status: 'published' }).first('id', 'published_at');
}

/** One published edition of `month` (YYYY-MM): when it was published and its rows; null when none is. */
export async function openDataEdition(db: Knex, month: string): Promise<{ publishedAt: string; records: Record<string, string | number>[] } | null> {
  const edition = await findPublishedEdition(db, month);
  if (!edition) return null;
  const [ranked, details, dimensions] = await Promise.all([
    listCompanyScores(db, edition.id),
    db('company_scores as s')
      .join('companies as c', 'c.id', 's.company_id')
      .where('s.edition_id', edition.id)
      .select<ScoreDetailRow[]>(
        's.company_id as id',
        db.raw('coalesce(s.homepage_url, c.homepage_url) as homepage_url'),
        db.raw('coalesce(s.privacy_policy_url, c.privacy_policy_url) as privacy_policy_url'),
        's.report_date',
        's.strengths',
        's.critical_issues',
        's.recommendations',
        's.rubric_version',
      ),
    db('company_dimension_scores')
      .where('edition_id', edition.id)
      .select<DimensionDbRow[]>('company_id', 'dimension_key', 'score', 'reason', 'best_practices', 'critical_issues', 'recommendations', 'ar', 'evidence', 'requirements'),
  ]);
  const detailById = new Map(details.map((d) => [d.id, d]));
  const dimensionsById = new Map<string, Map<string, DimensionDbRow>>();
  for (const d of dimensions) {
    if (!dimensionsById.has(d.company_id)) dimensionsById.set(d.company_id, new Map());
    dimensionsById.get(d.company_id)!.set(d.dimension_key, d);
  }
  const records = ranked.map((r) => {
    const detail = detailById.get(r.id)!;
    const stored = dimensionsById.get(r.id);
    const row: EditionFileRow = {
      id: r.id,
      companyName: r.name,
      sector: r.sector as IndexSector,
      companyDescription: r.description,
      homepageUrl: detail.homepage_url,
      privacyPolicyUrl: detail.privacy_policy_url,
      reportDate: detail.report_date ?? '',
      score: Number(r.score),
      strengths: detail.strengths,
      criticalIssues: detail.critical_issues,
      recommendations: detail.recommendations,
      dimensions: Object.fromEntries(
        DIMENSIONS.map(({ key }) => {
          const d = stored?.get(key);
          if (!d) return [key, EMPTY_DIMENSION];
          const texts = { reason: d.reason, bestPractices: d.best_practices, criticalIssues: d.critical_issues, recommendations: d.recommendations };
          return [key, { score: Number(d.score), ...texts, ar: cellsOf(Object.keys(texts) as DimensionTextField[], d.ar), evidence: d.evidence, requirements: d.requirements }];
        }),
      ) as Record<DimensionKey, EditionDimension>,
      ar: cellsOf(TRANSLATED_COMPANY_FIELDS, r.ar),
      rubricVersion: detail.rubric_version ?? '',
    };
    return toEditionRecord(row);
  });
  return { publishedAt: edition.published_at.toISOString(), records };
}
