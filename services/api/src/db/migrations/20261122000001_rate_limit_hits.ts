import type { Knex } from 'knex';

/** Failed sign-in counters shared by every API instance (src/http/postgres-rate-limit-store.ts). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.text('key').primary();
    t.integer('hits').notNullable();
    t.timestamp('reset_at', { useTz: true }).notNullable();
  });
  await knex.raw('create index rate_limit_hits_reset_at_idx on rate_limit_hits (reset_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_hits');
}
