/** Monthly analyses, analysts' overrides and acceptances, the schedule, and the browser job's observations. */
import type { Knex } from 'knex';
import type { DimensionKey, DimensionResult, NoticeKind, NoticeLanguage, RequirementOverride, SiteTraits } from '@pdpl/contracts';

/** An analysis's dimension: the contract's result, each quote with the language of the notice it is from. */
export interface StoredDimension extends DimensionResult {
  requirements: (DimensionResult['requirements'][number] & { evidence: { quote: string; language: NoticeLanguage }[] })[];
}

export type VersionIds = Record<NoticeKind, Record<NoticeLanguage, number | null>>;

export interface StoredAnalysis {
  id: number;
  companyId: string;
  month: string;
  rubric: string;
  analysedAt: string;
  traits: SiteTraits;
  dimensions: Record<DimensionKey, StoredDimension>;
  versions: VersionIds;
  lastUpdated: string | null;
  score: number;
}

interface AnalysisDbRow {
  id: string;
  company_id: string;
  month: string;
  rubric: string;
  analysed_at: Date;
  traits: SiteTraits;
  dimensions: Record<DimensionKey, StoredDimension>;
  versions: VersionIds;
  last_updated: Date | string | null;
  score: string;
}

const dateOnly = (v: Date | string | null) => (v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

const toAnalysis = (r: AnalysisDbRow): StoredAnalysis => ({
  id: Number(r.id),
  companyId: r.company_id,
  month: r.month,
  rubric: r.rubric,
  analysedAt: r.analysed_at.toISOString(),
  traits: r.traits,
  dimensions: r.dimensions,
  versions: r.versions,
  lastUpdated: dateOnly(r.last_updated),
  score: Number(r.score),
});

/** The month's analysis replaces an earlier one of the same month; its acceptance goes with it. */
export async function upsertAnalysis(db: Knex, a: Omit<StoredAnalysis, 'id'>, runId: number | null): Promise<number> {
  const [row] = await db('company_analyses')
    .insert({
      company_id: a.companyId,
      month: a.month,
      run_id: runId,
      rubric: a.rubric,
      analysed_at: a.analysedAt,
      traits: JSON.stringify(a.traits),
      dimensions: JSON.stringify(a.dimensions),
      versions: JSON.stringify(a.versions),
      last_updated: a.lastUpdated,
      score: a.score,
    })
    .onConflict(['company_id', 'month'])
    .merge()
    .returning<{ id: string }[]>('id');
  // A new analysis of the month (a collection again) needs a review of its own.
  await db('analysis_reviews').where({ company_id: a.companyId, month: a.month }).delete();
  return Number(row!.id);
}

export async function findAnalysis(db: Knex, companyId: string, month: string): Promise<StoredAnalysis | null> {
  const row = await db('company_analyses').where({ company_id: companyId, month }).first<AnalysisDbRow | undefined>();
  return row ? toAnalysis(row) : null;
}

/** The analysis of the newest month before this one, if any. */
export async function analysisBefore(db: Knex, companyId: string, month: string): Promise<StoredAnalysis | null> {
  const row = await db('company_analyses').where({ company_id: companyId }).where('month', '<', month).orderBy('month', 'desc').first<AnalysisDbRow | undefined>();
  return row ? toAnalysis(row) : null;
}

export async function analysisMonths(db: Knex, companyId: string): Promise<string[]> {
  return (await db('company_analyses').where({ company_id: companyId }).orderBy('month', 'desc').select<{ month: string }[]>('month')).map((r) => r.month);
}

export async function updateAnalysisScore(db: Knex, id: number, score: number): Promise<void> {
  await db('company_analyses').where({ id }).update({ score });
}

/** The month's accepted analyses of active companies, with the companies' details. */
export async function reviewedAnalyses(db: Knex, month: string): Promise<StoredAnalysis[]> {
  const rows = await db('company_analyses as a')
    .join('analysis_reviews as rv', (j) => j.on('rv.analysis_id', 'a.id'))
    .join('watched_companies as c', 'c.id', 'a.company_id')
    .where({ 'a.month': month, 'c.active': true })
    .orderBy('a.company_id')
    .select<AnalysisDbRow[]>('a.*');
  return rows.map(toAnalysis);
}

/** The latest override of each requirement of a company's month. */
export async function currentOverrides(db: Knex, companyId: string, month: string): Promise<Map<string, RequirementOverride>> {
  const rows = await db('requirement_overrides')
    .where({ company_id: companyId, month })
    .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }])
    .select<{ requirement_id: string; met: boolean; reason: string; actor: string; created_at: Date }[]>('requirement_id', 'met', 'reason', 'actor', 'created_at');
  return new Map(rows.map((r) => [r.requirement_id, { met: r.met, reason: r.reason, by: r.actor, at: r.created_at.toISOString() }]));
}

export interface Actor {
  id: number | null;
  label: string;
}

export async function insertOverride(db: Knex, o: { companyId: string; month: string; requirementId: string; met: boolean; reason: string }, actor: Actor): Promise<void> {
  await db('requirement_overrides').insert({
    company_id: o.companyId,
    month: o.month,
    requirement_id: o.requirementId,
    met: o.met,
    reason: o.reason,
    actor_id: actor.id,
    actor: actor.label,
  });
}

export async function acceptAnalysis(db: Knex, analysis: StoredAnalysis, actor: Actor): Promise<void> {
  await db('analysis_reviews')
    .insert({ company_id: analysis.companyId, month: analysis.month, analysis_id: analysis.id, actor_id: actor.id, actor: actor.label })
    .onConflict(['company_id', 'month'])
    .merge({ analysis_id: analysis.id, actor_id: actor.id, actor: actor.label, accepted_at: db.fn.now() });
}

/** Overrides change what was accepted: the month needs accepting again. */
export async function clearAcceptance(db: Knex, companyId: string, month: string): Promise<void> {
  await db('analysis_reviews').where({ company_id: companyId, month }).delete();
}

export async function findAcceptance(db: Knex, analysis: StoredAnalysis): Promise<{ by: string; at: string } | null> {
  const row = await db('analysis_reviews').where({ analysis_id: analysis.id }).first<{ actor: string; accepted_at: Date } | undefined>('actor', 'accepted_at');
  return row ? { by: row.actor, at: row.accepted_at.toISOString() } : null;
}

export interface ScheduleRow {
  enabled: boolean;
  dayOfMonth: number;
  hourUtc: number;
}

export async function readSchedule(db: Knex): Promise<ScheduleRow> {
  const row = await db('collection_schedule').where({ id: 1 }).first<{ enabled: boolean; day_of_month: number; hour_utc: number }>();
  return { enabled: row.enabled, dayOfMonth: row.day_of_month, hourUtc: row.hour_utc };
}

export async function writeSchedule(db: Knex, s: ScheduleRow): Promise<void> {
  await db('collection_schedule').where({ id: 1 }).update({ enabled: s.enabled, day_of_month: s.dayOfMonth, hour_utc: s.hourUtc });
}

/** What the browser job last saw of a site: cookies set before any choice, and whether the banner offers a refusal. */
export async function latestObservation(db: Knex, companyId: string): Promise<Pick<SiteTraits, 'cookiesBeforeChoice' | 'bannerRejectOption'> | null> {
  const row = await db('site_observations')
    .where({ company_id: companyId })
    .orderBy('observed_at', 'desc')
    .first<{ cookies_before_choice: number | null; banner_reject_option: boolean | null } | undefined>('cookies_before_choice', 'banner_reject_option');
  return row ? { cookiesBeforeChoice: row.cookies_before_choice, bannerRejectOption: row.banner_reject_option } : null;
}
