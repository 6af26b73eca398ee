import type { Knex } from 'knex';
import { DIMENSIONS, type EditionAuditAction, type EditionAuditEntry, type EditionFileRow, type EditionListItem, type EditionStatus } from '@pdpl/contracts';

/** Who acts: a signed-in staff member, or the command line / the sample data (no account). */
export interface EditionActor {
  id: number | null;
  label: string;
}

/** YYYY-MM from the month column ('YYYY-MM-DD', first day) and back. */
export const toMonth = (date: string) => date.slice(0, 7);
export const firstDayOf = (month: string) => `${month}-01`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

interface EditionDbRow {
  id: number;
  month: string;
  status: EditionStatus;
  is_sample: boolean;
  company_count: number;
  created_at: Date;
  published_at: Date | null;
  withdrawn_at: Date | null;
  created_by: string | null;
  published_by: string | null;
  withdrawn_by: string | null;
}

function editions(db: Knex) {
  return db('index_editions as e')
    .leftJoin('users as cu', 'cu.id', 'e.created_by')
    .leftJoin('users as pu', 'pu.id', 'e.published_by')
    .leftJoin('users as wu', 'wu.id', 'e.withdrawn_by')
    .select<EditionDbRow[]>(
      'e.id',
      'e.month',
      'e.status',
      'e.is_sample',
      'e.created_at',
      'e.published_at',
      'e.withdrawn_at',
      'cu.email as created_by',
      'pu.email as published_by',
      'wu.email as withdrawn_by',
      db.raw('(select count(*) from company_scores s where s.edition_id = e.id)::int as company_count'),
    );
}

const toItem = (r: EditionDbRow): EditionListItem => ({
  id: r.id,
  month: toMonth(r.month),
  status: r.status,
  isSample: r.is_sample,
  companyCount: r.company_count,
  createdBy: r.created_by,
  createdAt: r.created_at.toISOString(),
  publishedBy: r.published_by,
  publishedAt: iso(r.published_at),
  withdrawnBy: r.withdrawn_by,
  withdrawnAt: iso(r.withdrawn_at),
});

export async function listEditions(db: Knex): Promise<EditionListItem[]> {
  return (await editions(db).orderBy([{ column: 'e.month', order: 'desc' }, { column: 'e.id', order: 'desc' }])).map(toItem);
}

export async function findEdition(db: Knex, id: number): Promise<EditionListItem | undefined> {
  const [row] = await editions(db).where('e.id', id);
  return row && toItem(row);
}

/** Holds every edition of a month until the transaction ends: publications of one month run one at a time. */
export async function lockMonth(trx: Knex.Transaction, month: string): Promise<{ id: number; status: EditionStatus }[]> {
  return trx('index_editions').where('month', firstDayOf(month)).orderBy('id').forUpdate().select('id', 'status');
}

export async function markPublished(trx: Knex.Transaction, id: number, actor: EditionActor): Promise<void> {
  await trx('index_editions').where({ id }).update({ published_at: trx.fn.now(), published_by: actor.id });
}

export async function markWithdrawn(trx: Knex.Transaction, id: number, actor: EditionActor): Promise<void> {
  await trx('index_editions').where({ id }).update({ withdrawn_at: trx.fn.now(), withdrawn_by: actor.id });
}

export async function insertAudit(db: Knex, action: EditionAuditAction, actor: EditionActor, edition: { id: number; month: string; companyCount: number }): Promise<void> {
  await db('index_edition_audit').insert({
    action,
    actor_id: actor.id,
    actor: actor.label,
    edition_id: edition.id,
    month: firstDayOf(edition.month),
    company_count: edition.companyCount,
  });
}

export async function listAudit(db: Knex, limit: number): Promise<EditionAuditEntry[]> {
  const rows = await db('index_edition_audit')
    .orderBy('id', 'desc')
    .limit(limit)
    .select<{ id: string; action: EditionAuditAction; actor: string; created_at: Date; edition_id: number; month: string; company_count: number }[]>(
      'id', 'action', 'actor', 'created_at', 'edition_id', 'month', 'company_count',
    );
  return rows.map((r) => ({ id: Number(r.id), action: r.action, actor: r.actor, at: r.created_at.toISOString(), editionId: r.edition_id, month: toMonth(r.month), companyCount: r.company_count }));
}

/** Rows per INSERT: a dimension row has 11 values, so 1,000 rows stay far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** The Arabic texts an edition gives, without the empty ones; null when it gives none. */
function arabicTexts(texts: Record<string, string>): string | null {
  const given = Object.entries(texts).filter(([, text]) => text !== '');
  return given.length === 0 ? null : JSON.stringify(Object.fromEntries(given));
}

async function insertChunked(trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await trx(table).insert(rows.slice(i, i + CHUNK));
}

/**
 * A new draft with its rows. Companies new to the register are added; the details of known ones
 * are left alone (the public reads each edition's own copy, stored with its scores).
 */
export async function insertDraft(trx: Knex.Transaction, month: string, rows: EditionFileRow[], actor: EditionActor, isSample: boolean): Promise<number> {
  const [edition] = await trx('index_editions').insert({ month: firstDayOf(month), is_sample: isSample, created_by: actor.id }).returning<{ id: number }[]>('id');
  const editionId = edition!.id;
  const details = (r: EditionFileRow) => ({
    name: r.companyName,
    sector: r.sector,
    description: r.companyDescription,
    homepage_url: r.homepageUrl,
    privacy_policy_url: r.privacyPolicyUrl,
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx('companies')
      .insert(rows.slice(i, i + CHUNK).map((r) => ({ id: r.id, ...details(r), is_sample: isSample })))
      .onConflict('id')
      .ignore();
  }
  await insertChunked(trx, 'company_scores', rows.map((r) => ({
    edition_id: editionId,
    company_id: r.id,
    ...details(r),
    score: r.score,
    report_date: r.reportDate === '' ? null : r.reportDate,
    strengths: r.strengths,
    critical_issues: r.criticalIssues,
    recommendations: r.recommendations,
    ar: arabicTexts(r.ar),
    rubric_version: r.rubricVersion || null,
  })));
  await insertChunked(trx, 'company_dimension_scores', rows.flatMap((r) => DIMENSIONS.map(({ key }) => {
    const d = r.dimensions[key];
    return { edition_id: editionId, company_id: r.id, dimension_key: key, score: d.score, reason: d.reason, best_practices: d.bestPractices, critical_issues: d.criticalIssues, recommendations: d.recommendations, ar: arabicTexts(d.ar), evidence: d.evidence ? JSON.stringify(d.evidence) : null, requirements: d.requirements ? JSON.stringify(d.requirements) : null };
  })));
  return editionId;
}
