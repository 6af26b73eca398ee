/** The watched companies, with each one's latest collection and newest analysis (one query for the list). */
import type { Knex } from 'knex';
import type { CollectionStatus, WatchedCompany, WatchedCompanyInput } from '@pdpl/contracts';

interface CompanyDbRow {
  id: string;
  name_en: string;
  name_ar: string;
  sector: string;
  website: string;
  privacy_url: string;
  privacy_url_ar: string;
  cookie_url: string;
  cookie_url_ar: string;
  created_at: Date;
  run_status: CollectionStatus | null;
  run_queued_at: Date | null;
  run_finished_at: Date | null;
  run_error: string | null;
  analysis_month: string | null;
  analysis_score: number | null;
  reviewed: boolean | null;
}

const toColumns = (c: WatchedCompanyInput) => ({
  name_en: c.nameEn,
  name_ar: c.nameAr,
  sector: c.sector,
  website: c.website,
  privacy_url: c.privacyUrl,
  privacy_url_ar: c.privacyUrlAr,
  cookie_url: c.cookieUrl,
  cookie_url_ar: c.cookieUrlAr,
});

export const toWatchedCompany = (r: CompanyDbRow): WatchedCompany => ({
  id: r.id,
  nameEn: r.name_en,
  nameAr: r.name_ar,
  sector: r.sector as WatchedCompany['sector'],
  website: r.website,
  privacyUrl: r.privacy_url,
  privacyUrlAr: r.privacy_url_ar,
  cookieUrl: r.cookie_url,
  cookieUrlAr: r.cookie_url_ar,
  createdAt: r.created_at.toISOString(),
  lastCollection: r.run_status
    ? { status: r.run_status, queuedAt: r.run_queued_at!.toISOString(), finishedAt: r.run_finished_at?.toISOString() ?? null, error: r.run_error }
    : null,
  analysis: r.analysis_month ? { month: r.analysis_month, score: Number(r.analysis_score), reviewed: Boolean(r.reviewed) } : null,
});

/** The watched companies (active ones), each with its latest run and newest analysis. */
function companies(db: Knex) {
  return db('watched_companies as c')
    .where('c.active', true)
    .joinRaw(
      `left join lateral (select status, queued_at, finished_at, error from collection_runs r where r.company_id = c.id order by r.queued_at desc, r.id desc limit 1) run on true`,
    )
    .joinRaw(`left join lateral (select id, month, score from company_analyses a where a.company_id = c.id order by a.month desc limit 1) an on true`)
    .leftJoin('analysis_reviews as rv', (j) => j.on('rv.company_id', 'c.id').andOn('rv.month', 'an.month').andOn('rv.analysis_id', 'an.id'))
    .select<CompanyDbRow[]>(
      'c.*',
      'run.status as run_status',
      'run.queued_at as run_queued_at',
      'run.finished_at as run_finished_at',
      'run.error as run_error',
      'an.month as analysis_month',
      'an.score as analysis_score',
      db.raw('rv.company_id is not null as reviewed'),
    );
}

export async function listWatchedCompanies(db: Knex): Promise<WatchedCompany[]> {
  return (await companies(db).orderBy('c.name_en')).map(toWatchedCompany);
}

export async function findWatchedCompany(db: Knex, id: string): Promise<WatchedCompany | null> {
  const row = await companies(db).where('c.id', id).first();
  return row ? toWatchedCompany(row) : null;
}

/** The ids of active companies, for a collection of all. */
export async function activeCompanyIds(db: Knex): Promise<string[]> {
  return (await db('watched_companies').where('active', true).orderBy('id').select<{ id: string }[]>('id')).map((r) => r.id);
}

/** Which of these ids exist already (active or not: an id is never reused for another company). */
export async function existingIds(db: Knex, ids: readonly string[]): Promise<Set<string>> {
  const rows = await db('watched_companies').whereIn('id', [...ids]).select<{ id: string; active: boolean }[]>('id', 'active');
  return new Set(rows.filter((r) => r.active).map((r) => r.id));
}

/** Inserts, or brings back a company that was no longer watched, with its new details. */
export async function insertWatchedCompanies(db: Knex, rows: readonly WatchedCompanyInput[], actorId: number | null): Promise<void> {
  if (rows.length === 0) return;
  await db('watched_companies')
    .insert(rows.map((c) => ({ id: c.id, ...toColumns(c), created_by: actorId })))
    .onConflict('id')
    .merge({ ...Object.fromEntries(Object.keys(toColumns(rows[0]!)).map((k) => [k, db.raw(`excluded.${k}`)])), active: true, updated_at: db.fn.now() });
}

export async function updateWatchedCompany(db: Knex, input: WatchedCompanyInput): Promise<boolean> {
  const count = await db('watched_companies').where({ id: input.id, active: true }).update({ ...toColumns(input), updated_at: db.fn.now() });
  return count > 0;
}

/** Stops watching; the company's notices, analyses and reviews are kept. */
export async function deactivateWatchedCompany(db: Knex, id: string): Promise<boolean> {
  return (await db('watched_companies').where({ id, active: true }).update({ active: false, updated_at: db.fn.now() })) > 0;
}
