import type { Knex } from 'knex';

/**
 * The index's texts in Arabic, from an edition file's optional Arabic columns: a company's in each
 * edition (name, description, strengths, critical issues, recommendations) and each dimension's
 * four texts, as JSON objects holding only the texts the edition gives (null: none at all).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_scores', (t) => t.jsonb('ar').nullable());
  await knex.schema.alterTable('company_dimension_scores', (t) => t.jsonb('ar').nullable());
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_dimension_scores', (t) => t.dropColumn('ar'));
  await knex.schema.alterTable('company_scores', (t) => t.dropColumn('ar'));
}
