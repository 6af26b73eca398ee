import type { Knex } from 'knex';

/**
 * Data-subject requests on our own leads: a log of what was done and when (no personal data), the
 * queue of erased rows whose Airtable copies the next sync deletes, Airtable's request pace shared
 * by every instance, and indexes for the admin's
 * inbox (newest first) and look-ups by e-mail.
 */
const LEAD_TABLES = ['waitlist_submissions', 'contact_submissions', 'newsletter_subscriptions', 'pilot_applications', 'assessment_results'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('data_subject_requests', (t) => {
    t.bigIncrements('id').primary();
    t.text('action').notNullable();
    t.date('received_on').notNullable();
    t.timestamp('handled_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('handled_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.integer('records').notNullable();
    t.check(`action in ('lookup', 'export', 'erasure')`, [], 'data_subject_requests_action_check');
  });
  // Airtable's request pace per base, shared by every API instance (modules/sync/pacer.ts).
  await knex.schema.createTable('airtable_request_pace', (t) => {
    t.text('pace_key').primary();
    t.timestamp('next_start', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('airtable_deletions', (t) => {
    t.text('table_name').notNullable();
    t.uuid('row_id').notNullable();
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['table_name', 'row_id']);
  });
  for (const table of LEAD_TABLES) {
    await knex.raw(`create index ${table}_created_at_idx on ${table} (created_at desc, id desc)`);
    await knex.raw(`create index ${table}_email_lower_idx on ${table} (lower(email))`);
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of LEAD_TABLES) {
    await knex.raw(`drop index if exists ${table}_email_lower_idx`);
    await knex.raw(`drop index if exists ${table}_created_at_idx`);
  }
  await knex.schema.dropTableIfExists('airtable_deletions');
  await knex.schema.dropTableIfExists('airtable_request_pace');
  await knex.schema.dropTableIfExists('data_subject_requests');
}
