import type { Knex } from 'knex';

/** Admin users and the express-session store (connect-pg-simple's own layout, named user_sessions). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.text('email').notNullable().unique({ indexName: 'users_email_unique' });
    t.text('password_hash').notNullable();
    t.text('role').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_login_at', { useTz: true }).nullable();
    t.check(`role in ('admin', 'analyst')`, [], 'users_role_check');
    t.check('email = lower(email)', [], 'users_email_lowercase');
  });

  await knex.raw(`
    create table user_sessions (
      sid varchar not null collate "default" primary key,
      sess json not null,
      expire timestamp(6) not null
    )`);
  await knex.raw('create index user_sessions_expire_idx on user_sessions (expire)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('user_sessions');
  await knex.schema.dropTableIfExists('users');
}
