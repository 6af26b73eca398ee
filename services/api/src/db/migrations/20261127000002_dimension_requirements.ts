import type { Knex } from 'knex';

/**
 * The rubric's results from an edition file's optional Requirements columns: per dimension, each of
 * its requirements in the rubric's order and whether the company met it, as a JSON array of
 * { id, met } (null: the edition does not say); per company, the rubric version they were judged by
 * (null: none given). Met and not met are both kept, so a later rubric cannot change what was read.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_dimension_scores', (t) => t.jsonb('requirements').nullable());
  await knex.schema.alterTable('company_scores', (t) => t.text('rubric_version').nullable());
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('company_scores', (t) => t.dropColumn('rubric_version'));
  await knex.schema.alterTable('company_dimension_scores', (t) => t.dropColumn('requirements'));
}
