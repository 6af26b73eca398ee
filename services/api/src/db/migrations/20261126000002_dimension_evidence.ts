import type { Knex } from 'knex';

/**
 * A dimension's evidence from an edition file's optional evidence columns: the quoted passage of the
 * company's privacy notice, its https URL and the day it was read, as one JSON object (null: none).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_dimension_scores', (t) => t.jsonb('evidence').nullable());
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_dimension_scores', (t) => t.dropColumn('evidence'));
}
