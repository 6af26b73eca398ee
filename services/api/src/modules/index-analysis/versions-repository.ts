/** Notice versions: a new row only when a notice's text changed; otherwise the last one is seen again. */
import type { Knex } from 'knex';
import type { NoticeKind, NoticeLanguage, NoticeVersion, NoticeVersionWithText } from '@pdpl/contracts';

interface VersionDbRow {
  id: string;
  company_id: string;
  kind: NoticeKind;
  language: NoticeLanguage;
  url: string;
  final_url: string;
  status: number;
  format: NoticeVersion['format'];
  lang: string | null;
  content_hash: string;
  text?: string;
  fetched_at: Date;
  last_seen_at: Date;
}

const META = ['id', 'company_id', 'kind', 'language', 'url', 'final_url', 'status', 'format', 'lang', 'content_hash', 'fetched_at', 'last_seen_at'];

const toVersion = (r: VersionDbRow): NoticeVersion => ({
  id: Number(r.id),
  kind: r.kind,
  language: r.language,
  url: r.url,
  finalUrl: r.final_url,
  status: r.status,
  fetchedAt: r.fetched_at.toISOString(),
  lastSeenAt: r.last_seen_at.toISOString(),
  contentHash: r.content_hash,
  format: r.format,
  lang: r.lang,
});

const withText = (r: VersionDbRow): NoticeVersionWithText => ({ ...toVersion(r), text: r.text ?? '' });

export interface FetchedNotice {
  kind: NoticeKind;
  language: NoticeLanguage;
  url: string;
  finalUrl: string;
  status: number;
  format: NoticeVersion['format'];
  lang: string | null;
  contentHash: string;
  text: string;
  fetchedAt: string;
}

/** Stores a fetched notice: the same text as the latest version moves its last_seen_at; a new text is a new version. Answers its id. */
export async function recordVersion(db: Knex, companyId: string, notice: FetchedNotice): Promise<number> {
  return db.transaction(async (trx) => {
    // One writer per company and notice at a time (two collections of one company may overlap).
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`${companyId}/${notice.kind}/${notice.language}`]);
    const latest = await trx('notice_versions')
      .where({ company_id: companyId, kind: notice.kind, language: notice.language })
      .orderBy([{ column: 'fetched_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .first<{ id: string; content_hash: string } | undefined>('id', 'content_hash');
    if (latest && latest.content_hash === notice.contentHash) {
      await trx('notice_versions').where({ id: latest.id }).update({ last_seen_at: notice.fetchedAt, final_url: notice.finalUrl, status: notice.status });
      return Number(latest.id);
    }
    const [row] = await trx('notice_versions')
      .insert({
        company_id: companyId,
        kind: notice.kind,
        language: notice.language,
        url: notice.url,
        final_url: notice.finalUrl,
        status: notice.status,
        format: notice.format,
        lang: notice.lang,
        content_hash: notice.contentHash,
        text: notice.text,
        fetched_at: notice.fetchedAt,
        last_seen_at: notice.fetchedAt,
      })
      .returning<{ id: string }[]>('id');
    return Number(row!.id);
  });
}

/** Every version of a company's notices, newest first, without their texts. */
export async function listVersions(db: Knex, companyId: string): Promise<NoticeVersion[]> {
  const rows = await db('notice_versions').where({ company_id: companyId }).orderBy([{ column: 'fetched_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select<VersionDbRow[]>(META);
  return rows.map(toVersion);
}

export async function versionsWithText(db: Knex, companyId: string, ids: readonly number[]): Promise<NoticeVersionWithText[]> {
  if (ids.length === 0) return [];
  const rows = await db('notice_versions').where({ company_id: companyId }).whereIn('id', [...ids]).select<VersionDbRow[]>([...META, 'text']);
  return ids.flatMap((id) => rows.filter((r) => Number(r.id) === id).map(withText));
}

/** The version of the same notice just before this one, with its text; null for a first version. */
export async function previousVersion(db: Knex, version: NoticeVersion & { companyId: string }): Promise<NoticeVersionWithText | null> {
  const row = await db('notice_versions')
    .where({ company_id: version.companyId, kind: version.kind, language: version.language })
    .where((q) => q.where('fetched_at', '<', version.fetchedAt).orWhere((q2) => q2.where('fetched_at', version.fetchedAt).andWhere('id', '<', version.id)))
    .orderBy([{ column: 'fetched_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .first<VersionDbRow | undefined>([...META, 'text']);
  return row ? withText(row) : null;
}
