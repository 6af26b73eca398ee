import type { Knex } from 'knex';

/** Staff accounts: invited users have no password yet, accounts can be disabled, one-time links, an audit log. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('disabled_at', { useTz: true }).nullable();
  });
  await knex.raw('alter table users alter column password_hash drop not null');
  await knex.schema.createTable('staff_tokens', (t) => {
    t.increments('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('purpose').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`purpose in ('invite', 'reset')`, [], 'staff_tokens_purpose_check');
  });
  await knex.schema.createTable('staff_audit', (t) => {
    t.bigIncrements('id').primary();
    t.text('actor_email').nullable();
    t.text('action').notNullable();
    t.text('target_email').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('staff_audit');
  await knex.schema.dropTableIfExists('staff_tokens');
  await knex('users').whereNull('password_hash').update({ password_hash: '' });
  await knex.raw('alter table users alter column password_hash set not null');
  await knex.schema.alterTable('users', (t) => t.dropColumn('disabled_at'));
}
