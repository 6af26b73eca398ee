import type { Knex } from 'knex';

/** Staff second factor: a TOTP secret per user, the last time step used (no replays), recovery codes. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.text('totp_secret').nullable();
    t.timestamp('totp_enabled_at', { useTz: true }).nullable();
    t.bigInteger('totp_last_step').nullable();
  });
  await knex.schema.createTable('user_recovery_codes', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.unique(['user_id', 'code_hash']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_recovery_codes');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('totp_secret');
    t.dropColumn('totp_enabled_at');
    t.dropColumn('totp_last_step');
  });
}
