import type { SyncableTable } from '@pdpl/contracts';
import { queryRows } from './db';

/** The NOT NULL columns of each lead table, so a test names only what it checks. */
const REQUIRED: Record<SyncableTable, Record<string, unknown>> = {
  waitlist_submissions: { name: 'E2E Person', position: 'Data Protection Officer', location: 'Saudi Arabia', newsletter_consent: false, privacy_consent: true },
  contact_submissions: { name: 'E2E Person', company: 'E2E Company', country: 'Saudi Arabia', reason_for_contacting: 'Sales', communication_consent: true },
  newsletter_subscriptions: { source: 'e2e' },
  pilot_applications: {
    name: 'E2E Person',
    company_name: 'E2E Company',
    company_location: 'Riyadh',
    mobile_phone: '+966500000000',
    position: 'Data Protection Officer',
    data_privacy_experience: '1-3 years',
    consent_to_messages: true,
    accept_terms: true,
  },
  assessment_results: {
    score: 10,
    total_questions: 15,
    compliance_level: 'Developing',
    compliance_range: '40-69%',
    answers: '{}',
    failed_questions: '[]',
    communication_consent: true,
  },
};

/** Inserts rows straight into a lead table of the shared e2e database; answers their ids in order. */
export async function insertLeads(table: SyncableTable, rows: ({ email: string } & Record<string, unknown>)[]): Promise<string[]> {
  const full = rows.map((row) => ({ ...REQUIRED[table], ...row }));
  const columns = Object.keys(full[0]!);
  const values: unknown[] = [];
  const tuples = full.map((row) => `(${columns.map((c) => `$${values.push(row[c])}`).join(', ')})`);
  const inserted = await queryRows<{ id: string }>(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} returning id`, values);
  return inserted.map((r) => r.id);
}
