/** Lead rows to sync: valid rows of each syncable table, inserted straight into the database. */
import type { Knex } from 'knex';
import type { SyncableTable } from '@pdpl/contracts';

const ROW_OF: Record<SyncableTable, (i: number) => Record<string, unknown>> = {
  waitlist_submissions: (i) => ({
    name: `Waiting Person ${i}`,
    email: `wait${i}@example.com`,
    position: 'DPO',
    location: 'Saudi Arabia',
    newsletter_consent: i % 2 === 0,
    privacy_consent: true,
  }),
  contact_submissions: (i) => ({
    name: `Contact ${i}`,
    company: 'Acme',
    country: 'Saudi Arabia',
    email: `contact${i}@example.com`,
    reason_for_contacting: 'Demo',
    communication_consent: true,
  }),
  assessment_results: (i) => ({
    email: `assessed${i}@example.com`,
    score: 7,
    total_questions: 10,
    compliance_level: 'Moderate',
    compliance_range: '50-79%',
    answers: JSON.stringify({ q1: 'yes' }),
    failed_questions: JSON.stringify(['q2']),
    communication_consent: false,
  }),
  newsletter_subscriptions: (i) => ({ email: `reader${i}@example.com`, source: 'newsletter' }),
  pilot_applications: (i) => ({
    name: `Pilot ${i}`,
    email: `pilot${i}@example.com`,
    company_name: 'Acme',
    company_location: 'Riyadh',
    mobile_phone: '+966500000000',
    position: 'CISO',
    data_privacy_experience: '3-5 years',
    consent_to_messages: true,
    accept_terms: true,
  }),
};

/** Inserts `count` rows, each created a millisecond after the previous; returns their ids in order. */
export async function insertLeads(db: Knex, table: SyncableTable, count: number, from = 0): Promise<string[]> {
  const base = Date.now();
  const rows = Array.from({ length: count }, (_, k) => ({
    ...ROW_OF[table](from + k),
    created_at: new Date(base + k),
  }));
  const inserted = await db(table).insert(rows).returning<{ id: string }[]>('id');
  return inserted.map((r) => r.id);
}
