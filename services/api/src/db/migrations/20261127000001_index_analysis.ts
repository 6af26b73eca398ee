import type { Knex } from 'knex';

/**
 * The index computes itself: the companies it watches, each collection of their notices (runs in
 * batches: one company or all), the notices' versions (a new row only when the text changed, the
 * same row's last_seen_at moved otherwise: Open Terms Archive's model), each month's analysis with
 * the rubric version that produced it, analysts' overrides (kept, newest applies) and acceptances,
 * the monthly schedule, and what the browser job observed of a site.
 */
const USERS_FK = (t: Knex.CreateTableBuilder, column: string) => t.integer(column).nullable().references('id').inTable('users').onDelete('SET NULL');
const WATCHED_FK = (t: Knex.CreateTableBuilder) => t.text('company_id').notNullable().references('id').inTable('watched_companies').onDelete('CASCADE');
const now = (knex: Knex) => knex.fn.now();

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('watched_companies', (t) => {
    t.text('id').primary();
    t.text('name_en').notNullable();
    t.text('name_ar').notNullable();
    t.text('sector').notNullable();
    t.text('website').notNullable();
    for (const column of ['privacy_url', 'privacy_url_ar', 'cookie_url', 'cookie_url_ar']) t.text(column).notNullable().defaultTo('');
    t.boolean('active').notNullable().defaultTo(true);
    USERS_FK(t, 'created_by');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(now(knex));
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(now(knex));
  });

  await knex.schema.createTable('collection_batches', (t) => {
    t.bigIncrements('id').primary();
    t.text('scope').notNullable();
    t.text('requested_by').notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(now(knex));
    t.check(`scope in ('company', 'all', 'schedule')`, [], 'collection_batches_scope_check');
  });

  await knex.schema.createTable('collection_runs', (t) => {
    t.bigIncrements('id').primary();
    t.bigInteger('batch_id').notNullable().references('id').inTable('collection_batches').onDelete('CASCADE');
    WATCHED_FK(t);
    t.text('status').notNullable().defaultTo('queued');
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(now(knex));
    t.timestamp('started_at', { useTz: true }).nullable();
    t.timestamp('finished_at', { useTz: true }).nullable();
    t.text('error').nullable();
    t.jsonb('requests').nullable();
    t.check(`status in ('queued', 'running', 'done', 'failed')`, [], 'collection_runs_status_check');
    t.index(['batch_id', 'status']);
    t.index(['company_id', 'queued_at']);
  });

  await knex.schema.createTable('notice_versions', (t) => {
    t.bigIncrements('id').primary();
    WATCHED_FK(t);
    t.text('kind').notNullable();
    t.text('language').notNullable();
    t.text('url').notNullable();
    t.text('final_url').notNullable();
    t.integer('status').notNullable();
    t.text('format').notNullable();
    t.text('lang').nullable();
    t.text('content_hash').notNullable();
    t.text('text').notNullable();
    t.timestamp('fetched_at', { useTz: true }).notNullable();
    t.timestamp('last_seen_at', { useTz: true }).notNullable();
    t.check(`kind in ('privacy', 'cookies')`, [], 'notice_versions_kind_check');
    t.check(`language in ('en', 'ar')`, [], 'notice_versions_language_check');
    t.index(['company_id', 'kind', 'language', 'fetched_at']);
  });

  await knex.schema.createTable('company_analyses', (t) => {
    t.bigIncrements('id').primary();
    WATCHED_FK(t);
    t.text('month').notNullable();
    t.bigInteger('run_id').nullable().references('id').inTable('collection_runs').onDelete('SET NULL');
    t.text('rubric').notNullable();
    t.timestamp('analysed_at', { useTz: true }).notNullable();
    t.jsonb('traits').notNullable();
    // Record<DimensionKey, DimensionResult> with each evidence's language.
    t.jsonb('dimensions').notNullable();
    // The versions read: { privacy: { en: id|null, ar: id|null }, cookies: {...} }.
    t.jsonb('versions').notNullable();
    t.date('last_updated').nullable();
    // The overall score with the analysts' overrides (the mean of the 19 dimensions), kept for the list.
    t.decimal('score', 4, 1).notNullable();
    t.unique(['company_id', 'month']);
  });

  await knex.schema.createTable('requirement_overrides', (t) => {
    t.bigIncrements('id').primary();
    WATCHED_FK(t);
    t.text('month').notNullable();
    t.text('requirement_id').notNullable();
    t.boolean('met').notNullable();
    t.text('reason').notNullable();
    USERS_FK(t, 'actor_id');
    t.text('actor').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(now(knex));
    t.index(['company_id', 'month']);
  });

  await knex.schema.createTable('analysis_reviews', (t) => {
    WATCHED_FK(t);
    t.text('month').notNullable();
    // The analysis accepted: a new analysis of the month (a new collection) needs a new review.
    t.bigInteger('analysis_id').notNullable().references('id').inTable('company_analyses').onDelete('CASCADE');
    USERS_FK(t, 'actor_id');
    t.text('actor').notNullable();
    t.timestamp('accepted_at', { useTz: true }).notNullable().defaultTo(now(knex));
    t.primary(['company_id', 'month']);
  });

  await knex.schema.createTable('collection_schedule', (t) => {
    t.integer('id').primary();
    t.boolean('enabled').notNullable().defaultTo(true);
    t.integer('day_of_month').notNullable().defaultTo(1);
    t.integer('hour_utc').notNullable().defaultTo(3);
    t.check('id = 1', [], 'collection_schedule_single_row');
    t.check('day_of_month between 1 and 28 and hour_utc between 0 and 23', [], 'collection_schedule_range');
  });
  await knex('collection_schedule').insert({ id: 1 });

  await knex.schema.createTable('site_observations', (t) => {
    t.bigIncrements('id').primary();
    WATCHED_FK(t);
    t.timestamp('observed_at', { useTz: true }).notNullable().defaultTo(now(knex));
    t.integer('cookies_before_choice').nullable();
    t.boolean('banner_reject_option').nullable();
    t.jsonb('details').notNullable().defaultTo('{}');
    t.index(['company_id', 'observed_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['site_observations', 'collection_schedule', 'analysis_reviews', 'requirement_overrides', 'company_analyses', 'notice_versions', 'collection_runs', 'collection_batches', 'watched_companies']) {
    await knex.schema.dropTableIfExists(table);
  }
}
