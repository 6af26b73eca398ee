import type { Knex } from 'knex';

/** Lead tables (marketing-ksa-pilot.md §3) and the sync log (index-blog-admin.md §3). */
const LEAD_TABLES = [
  'waitlist_submissions',
  'contact_submissions',
  'newsletter_subscriptions',
  'pilot_applications',
  'assessment_results',
] as const;

/** Every lead row: a uuid (also the Airtable upsert key), its creation time and when it last reached Airtable. */
function leadColumns(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
  table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  table.timestamp('airtable_synced_at', { useTz: true }).nullable();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_submissions', (t) => {
    leadColumns(knex, t);
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('position').notNullable();
    t.text('company').nullable();
    t.text('company_size').nullable();
    t.text('location').notNullable();
    t.text('solution_type').nullable();
    t.boolean('newsletter_consent').notNullable();
    t.boolean('privacy_consent').notNullable();
  });

  await knex.schema.createTable('contact_submissions', (t) => {
    leadColumns(knex, t);
    t.text('name').notNullable();
    t.text('company').notNullable();
    t.text('country').notNullable();
    t.text('email').notNullable();
    t.text('mobile_phone').notNullable().defaultTo('');
    t.text('reason_for_contacting').notNullable();
    t.boolean('communication_consent').notNullable();
  });

  await knex.schema.createTable('newsletter_subscriptions', (t) => {
    leadColumns(knex, t);
    t.text('email').notNullable().unique({ indexName: 'newsletter_subscriptions_email_unique' });
    t.text('source').notNullable();
  });

  await knex.schema.createTable('pilot_applications', (t) => {
    leadColumns(knex, t);
    t.text('name').notNullable();
    t.text('email').notNullable();
    t.text('company_name').notNullable();
    t.text('company_location').notNullable();
    t.text('mobile_phone').notNullable();
    t.text('position').notNullable();
    t.text('linkedin_profile').notNullable().defaultTo('');
    t.text('data_privacy_experience').notNullable();
    t.boolean('consent_to_messages').notNullable();
    t.boolean('whatsapp_contact_ok').notNullable().defaultTo(false);
    t.boolean('accept_terms').notNullable();
    t.boolean('receive_certificate').notNullable().defaultTo(false);
  });

  await knex.schema.createTable('assessment_results', (t) => {
    leadColumns(knex, t);
    t.text('email').notNullable();
    t.text('name').nullable();
    t.integer('score').notNullable();
    t.integer('total_questions').notNullable();
    t.text('compliance_level').notNullable();
    t.text('compliance_range').notNullable();
    t.jsonb('answers').notNullable();
    t.jsonb('failed_questions').notNullable();
    t.boolean('communication_consent').notNullable();
    t.text('email_status').notNullable().defaultTo('pending');
    t.text('email_error').nullable();
  });

  await knex.schema.createTable('sync_logs', (t) => {
    t.bigIncrements('id').primary();
    t.text('status').notNullable();
    t.text('table_name').nullable();
    t.text('message').nullable();
    t.text('error_details').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index sync_logs_created_at_idx on sync_logs (created_at desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sync_logs');
  for (const table of [...LEAD_TABLES].reverse()) await knex.schema.dropTableIfExists(table);
}
