import type { Knex } from 'knex';

export const PAGE_RENDERS_TABLE = 'index_page_renders';
export const RENDER_PROGRESS_TABLE = 'index_render_progress';

/**
 * The index's rendered pages, one row per path, kept for every server to read (modules/index-pages):
 * what it was rendered from (its remote's build, its data's key: render-keys.ts), its fragment
 * Brotli-compressed (null: not rendered, `error` says why, or its data is not public), and when.
 * `error` rows are not tried again until what the page is rendered from changes.
 *
 * The render queue's progress, one row: the pages it has left, since when there have been some, the
 * last pass's counts and when it last compared the pages wanted with those rendered.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(PAGE_RENDERS_TABLE, (t) => {
    t.text('path').primary();
    t.text('remote').notNullable();
    t.text('build').notNullable();
    t.text('data_key').notNullable();
    t.binary('fragment').nullable();
    t.integer('bytes').notNullable().defaultTo(0);
    t.text('error').nullable();
    t.timestamp('rendered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['rendered_at']);
  });
  // Already compressed: PostgreSQL's own compression would only cost time.
  await knex.raw(`alter table ${PAGE_RENDERS_TABLE} alter column fragment set storage external`);
  await knex.schema.createTable(RENDER_PROGRESS_TABLE, (t) => {
    t.integer('id').primary();
    t.integer('pending').notNullable().defaultTo(0);
    t.timestamp('pending_since', { useTz: true }).nullable();
    t.timestamp('checked_at', { useTz: true }).nullable();
    t.timestamp('pass_started_at', { useTz: true }).nullable();
    t.timestamp('pass_ended_at', { useTz: true }).nullable();
    t.integer('pass_rendered').notNullable().defaultTo(0);
    t.integer('pass_failed').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    t.check('id = 1', [], 'index_render_progress_one_row');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists(RENDER_PROGRESS_TABLE);
  await knex.schema.dropTableIfExists(PAGE_RENDERS_TABLE);
}
