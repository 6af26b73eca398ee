/**
 * The rendered index pages in PostgreSQL (migration 20261127000003): the store every server reads
 * (@pdpl/web's RenderedPageStore), and the render queue's progress row.
 */
import { decodeFragment, encodeFragment, type PageRender, type RenderedPageStore, type StoredPage } from '@pdpl/web';
import type { RemoteName, RenderFailure } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { PAGE_RENDERS_TABLE, RENDER_PROGRESS_TABLE } from '../../db/migrations/20261127000003_index_page_renders.js';

interface RenderRow {
  path: string;
  remote: RemoteName;
  build: string;
  data_key: string;
  fragment: Buffer | null;
}

/** The stored row of a path as it is sent: compressed as stored. */
export async function readStoredRender(db: Knex, path: string): Promise<{ build: string; dataKey: string; fragment: Buffer | null } | null> {
  const row = await db<RenderRow>(PAGE_RENDERS_TABLE).where({ path }).first('build', 'data_key', 'fragment');
  return row ? { build: row.build, dataKey: row.data_key, fragment: row.fragment } : null;
}

export function renderStore(db: Knex): RenderedPageStore {
  return {
    async read(path): Promise<StoredPage | null> {
      const row = await readStoredRender(db, path);
      return row && { build: row.build, dataKey: row.dataKey, fragment: row.fragment ? await decodeFragment(row.fragment) : null };
    },
    async renderedFrom() {
      const rows = await db<RenderRow>(PAGE_RENDERS_TABLE).select('path', 'remote', 'build', 'data_key');
      return new Map(rows.map((row) => [row.path, { remote: row.remote, build: row.build, dataKey: row.data_key }]));
    },
    async save(renders: PageRender[]) {
      if (renders.length === 0) return;
      const rows = await Promise.all(
        renders.map(async (render) => {
          const fragment = render.fragment ? await encodeFragment(render.fragment) : null;
          return {
            path: render.path,
            remote: render.remote,
            build: render.build,
            data_key: render.dataKey,
            fragment,
            bytes: fragment?.length ?? 0,
            error: render.error ?? null,
            rendered_at: db.fn.now(),
          };
        }),
      );
      await db(PAGE_RENDERS_TABLE).insert(rows).onConflict('path').merge();
    },
    async forget(paths) {
      // In slices: a withdrawn edition of 1,000 companies is 4,000 paths.
      for (let i = 0; i < paths.length; i += 1000) await db(PAGE_RENDERS_TABLE).whereIn('path', paths.slice(i, i + 1000)).delete();
    },
  };
}

export interface ProgressRow {
  pending: number;
  pending_since: Date | null;
  checked_at: Date | null;
  pass_started_at: Date | null;
  pass_ended_at: Date | null;
  pass_rendered: number;
  pass_failed: number;
  last_error: string | null;
}

export async function readProgress(db: Knex): Promise<ProgressRow | null> {
  return (await db<ProgressRow & { id: number }>(RENDER_PROGRESS_TABLE).where({ id: 1 }).first()) ?? null;
}

/** Writes the progress row: `pending_since` is kept while pages keep waiting, set when some start to, cleared when none do. */
export async function writeProgress(db: Knex, progress: Partial<Omit<ProgressRow, 'pending_since'>>): Promise<void> {
  const pendingSince =
    progress.pending === undefined
      ? {}
      : { pending_since: progress.pending > 0 ? db.raw(`coalesce(${RENDER_PROGRESS_TABLE}.pending_since, now())`) : null };
  await db(RENDER_PROGRESS_TABLE)
    .insert({ id: 1, ...progress, pending_since: progress.pending ? db.fn.now() : null })
    .onConflict('id')
    .merge({ ...progress, ...pendingSince });
}

export async function storedCounts(db: Knex): Promise<{ rendered: number; failed: number }> {
  const row = await db(PAGE_RENDERS_TABLE).first<{ rendered: string; failed: string }>(
    db.raw('count(*) filter (where fragment is not null) as rendered'),
    db.raw('count(*) filter (where error is not null) as failed'),
  );
  return { rendered: Number(row.rendered), failed: Number(row.failed) };
}

export async function newestFailures(db: Knex, limit: number): Promise<RenderFailure[]> {
  const rows = await db<{ path: string; error: string; rendered_at: Date }>(PAGE_RENDERS_TABLE)
    .whereNotNull('error')
    .orderBy('rendered_at', 'desc')
    .limit(limit)
    .select('path', 'error', 'rendered_at');
  return rows.map((row) => ({ path: row.path, error: row.error.split('\n')[0]!, at: row.rendered_at.toISOString() }));
}
