import type { Knex } from 'knex';

/** Monthly editions of the compliance index (index-blog-admin.md §3). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('index_editions', (t) => {
    t.increments('id').primary();
    t.date('month').notNullable().unique({ indexName: 'index_editions_month_unique' });
    t.boolean('is_sample').notNullable().defaultTo(false);
    t.timestamp('published_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table index_editions add constraint index_editions_month_first_day check (extract(day from month) = 1)`);

  await knex.schema.createTable('companies', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('sector').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('homepage_url').notNullable().defaultTo('');
    t.text('privacy_policy_url').notNullable().defaultTo('');
    t.boolean('is_sample').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('company_scores', (t) => {
    t.integer('edition_id').notNullable().references('id').inTable('index_editions').onDelete('CASCADE');
    t.text('company_id').notNullable().references('id').inTable('companies').onDelete('CASCADE');
    t.decimal('score', 4, 1).notNullable();
    t.date('report_date').nullable();
    t.text('strengths').notNullable().defaultTo('');
    t.text('critical_issues').notNullable().defaultTo('');
    t.text('recommendations').notNullable().defaultTo('');
    t.primary(['edition_id', 'company_id']);
    t.check('score >= 0 and score <= 100', [], 'company_scores_score_range');
  });
  await knex.raw('create index company_scores_company_idx on company_scores (company_id)');

  await knex.schema.createTable('company_dimension_scores', (t) => {
    t.integer('edition_id').notNullable();
    t.text('company_id').notNullable();
    t.text('dimension_key').notNullable();
    t.decimal('score', 4, 1).notNullable();
    t.text('reason').notNullable().defaultTo('');
    t.text('best_practices').notNullable().defaultTo('');
    t.text('critical_issues').notNullable().defaultTo('');
    t.text('recommendations').notNullable().defaultTo('');
    t.primary(['edition_id', 'company_id', 'dimension_key']);
    t.foreign(['edition_id', 'company_id']).references(['edition_id', 'company_id']).inTable('company_scores').onDelete('CASCADE');
    t.check('score >= 0 and score <= 100', [], 'company_dimension_scores_score_range');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('company_dimension_scores');
  await knex.schema.dropTableIfExists('company_scores');
  await knex.schema.dropTableIfExists('companies');
  await knex.schema.dropTableIfExists('index_editions');
}
