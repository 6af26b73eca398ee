/**
 * One company's collection: its site is collected (robots.txt, polite, SSRF-safe: ../collection),
 * each notice kept as a version when its text changed, the privacy notices analysed against the
 * rubric in both languages (../analysis), and the month's analysis stored with the rubric's version.
 * The month is the collection's (UTC); the notices' retrieval day is the analysis's reference date.
 */
import type { Knex } from 'knex';
import { NOTICE_KINDS, NOTICE_LANGUAGES, RUBRIC_VERSION, type DimensionKey, type NoticeAnalysis, type NoticeLanguage, type SiteTraits, type WatchedCompany } from '@pdpl/contracts';
import { analyseNotice } from '../analysis/analyse.js';
import { assessCompany } from '../analysis/assess-company.js';
import type { SiteCollection } from '../collection/collect-site.js';
import { latestObservation, upsertAnalysis, type StoredDimension, type VersionIds } from './analyses-repository.js';
import { finishRun, runCompany, startRun } from './runs-repository.js';
import { overallScore } from './scores.js';
import { recordVersion } from './versions-repository.js';
import { watchedCompany } from '../watched-companies/service.js';

/** Collects a company's site with the notice addresses the analysts gave, if any. */
export type CollectSite = (company: WatchedCompany) => Promise<SiteCollection>;

export interface CollectDeps {
  db: Knex;
  collect: CollectSite;
  now?: () => Date;
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** Runs a queued collection; a failure is recorded on the run (and thrown for the job's log). False: not run (gone, or ended already). */
export async function runCollection({ db, collect, now = () => new Date() }: CollectDeps, runId: number): Promise<boolean> {
  const companyId = await runCompany(db, runId);
  if (companyId === null || !(await startRun(db, runId))) return false;
  let collection: SiteCollection | null = null;
  try {
    const company = await watchedCompany(db, companyId);
    collection = await collect(company);
    await storeCollection(db, company.id, collection, runId, now());
    await finishRun(db, runId, { error: null, requests: collection.requests });
    return true;
  } catch (err) {
    const requests = collection?.requests ?? (err as { requests?: unknown }).requests ?? [];
    await finishRun(db, runId, { error: (err as Error).message, requests });
    throw err;
  }
}

/** Keeps the notices' versions, analyses them and stores the month's analysis. */
export async function storeCollection(db: Knex, companyId: string, collection: SiteCollection, runId: number | null, at: Date): Promise<number> {
  const versions: VersionIds = { privacy: { en: null, ar: null }, cookies: { en: null, ar: null } };
  for (const kind of NOTICE_KINDS) {
    for (const language of NOTICE_LANGUAGES) {
      const notice = collection.notices[kind][language];
      if (!notice) continue;
      versions[kind][language] = await recordVersion(db, companyId, { ...notice, kind, language, status: notice.status ?? 200 });
    }
  }
  const observed = await latestObservation(db, companyId);
  const traits: SiteTraits = { ...collection.traits, ...(observed ?? {}) };
  const analyses: Record<NoticeLanguage, NoticeAnalysis | null> = { en: null, ar: null };
  for (const language of NOTICE_LANGUAGES) {
    const notice = collection.notices.privacy[language];
    if (notice) analyses[language] = analyseNotice(notice.text, { language, asOf: notice.fetchedAt.slice(0, 10) });
  }
  const assessed = assessCompany({ privacy: analyses, traits });
  const dimensions = withEvidenceLanguage(assessed, collection);
  return upsertAnalysis(
    db,
    {
      companyId,
      month: monthOf(at),
      rubric: RUBRIC_VERSION,
      analysedAt: at.toISOString(),
      traits,
      dimensions,
      versions,
      lastUpdated: analyses.en?.lastUpdated ?? analyses.ar?.lastUpdated ?? null,
      score: overallScore(Object.values(dimensions).map((d) => d.score)),
    },
    runId,
  );
}

/** Each quote with the language of the privacy notice it was taken from, for the review's highlighting. */
function withEvidenceLanguage(assessed: ReturnType<typeof assessCompany>, collection: SiteCollection): Record<DimensionKey, StoredDimension> {
  const textOf = (language: NoticeLanguage) => collection.notices.privacy[language]?.text ?? '';
  const languageOf = (quote: string): NoticeLanguage => (textOf('en').includes(quote) ? 'en' : 'ar');
  return Object.fromEntries(
    Object.entries(assessed).map(([key, result]) => [
      key,
      { ...result, requirements: result.requirements.map((r) => ({ ...r, evidence: r.evidence.map((e) => ({ quote: e.quote, language: languageOf(e.quote) })) })) },
    ]),
  ) as Record<DimensionKey, StoredDimension>;
}
