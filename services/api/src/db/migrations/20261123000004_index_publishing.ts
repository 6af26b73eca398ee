import type { Knex } from 'knex';

/**
 * Analysts publish editions: a draft is imported, published (replacing the published edition of its
 * month, if any) and may be withdrawn. The status follows from the timestamps (a generated column),
 * so it can never disagree with them; rows published before this migration are 'published'.
 *
 * Drafts may share a month with a published edition; at most one edition per month is published
 * (a partial unique index). Company details (name, sector, description, URLs) are kept per edition
 * in company_scores, so importing a draft never changes what the public reads, and a withdrawal
 * brings back the previous edition exactly as it was published. `companies` stays the register of
 * ids; its details are only read for rows that carry none of their own (written before this).
 */
const USERS_FK = (t: Knex.AlterTableBuilder, column: string) => t.integer(column).nullable().references('id').inTable('users').onDelete('SET NULL');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('index_editions', (t) => {
    t.dropUnique(['month'], 'index_editions_month_unique');
    USERS_FK(t, 'created_by');
    USERS_FK(t, 'published_by');
    t.timestamp('withdrawn_at', { useTz: true }).nullable();
    USERS_FK(t, 'withdrawn_by');
    t.check('withdrawn_at is null or published_at is not null', [], 'index_editions_withdrawn_after_published');
  });
  await knex.raw(`
    alter table index_editions add column status text not null generated always as (
      case when withdrawn_at is not null then 'withdrawn' when published_at is not null then 'published' else 'draft' end
    ) stored`);
  await knex.raw(`create unique index index_editions_one_published_per_month on index_editions (month) where status = 'published'`);

  await knex.schema.alterTable('company_scores', (t) => {
    for (const column of ['name', 'sector', 'description', 'homepage_url', 'privacy_policy_url']) t.text(column).nullable();
  });
  await knex.raw(`
    update company_scores s set name = c.name, sector = c.sector, description = c.description,
      homepage_url = c.homepage_url, privacy_policy_url = c.privacy_policy_url
    from companies c where c.id = s.company_id`);

  await knex.schema.createTable('index_edition_audit', (t) => {
    t.bigIncrements('id').primary();
    t.text('action').notNullable();
    t.integer('actor_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // The e-mail at the time, or 'command line' / 'sample data': readable even once the account is gone.
    t.text('actor').notNullable();
    t.integer('edition_id').notNullable().references('id').inTable('index_editions').onDelete('CASCADE');
    t.date('month').notNullable();
    t.integer('company_count').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`action in ('import', 'publish', 'withdraw')`, [], 'index_edition_audit_action_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('index_edition_audit');
  await knex.schema.alterTable('company_scores', (t) => {
    t.dropColumns('name', 'sector', 'description', 'homepage_url', 'privacy_policy_url');
  });
  // Only one edition per month may stay: drafts and withdrawn editions go.
  await knex('index_editions').whereNot('status', 'published').delete();
  await knex.raw('drop index if exists index_editions_one_published_per_month');
  await knex.schema.alterTable('index_editions', (t) => {
    t.dropColumn('status');
    t.dropChecks('index_editions_withdrawn_after_published');
    t.dropColumns('created_by', 'published_by', 'withdrawn_at', 'withdrawn_by');
    t.unique(['month'], { indexName: 'index_editions_month_unique' });
  });
}
