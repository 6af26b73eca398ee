import type { Knex } from 'knex';

export type EmailStatus = 'pending' | 'sent' | 'outbox' | 'failed';

export interface AssessmentResultRow {
  email: string;
  name: string | null;
  score: number;
  total_questions: number;
  compliance_level: string;
  compliance_range: string;
  answers: Record<string, boolean>;
  failed_questions: { id: string; title: string; description: string }[];
  communication_consent: boolean;
}

export async function insertAssessmentResult(db: Knex, row: AssessmentResultRow): Promise<string> {
  const [inserted] = await db('assessment_results')
    .insert({
      ...row,
      answers: JSON.stringify(row.answers),
      failed_questions: JSON.stringify(row.failed_questions),
      email_status: 'pending',
    })
    .returning<{ id: string }[]>('id');
  return inserted!.id;
}

export async function recordEmailOutcome(db: Knex, id: string, status: EmailStatus, error: string | null): Promise<void> {
  await db('assessment_results').where({ id }).update({ email_status: status, email_error: error, airtable_synced_at: null }); // re-sync the new status
}

/** Results e-mails sent (or on their way) to an address since a moment. */
export async function countRecentSends(db: Knex, email: string, since: Date): Promise<number> {
  const row = await db('assessment_results')
    .where({ email })
    .where('created_at', '>=', since)
    .whereIn('email_status', ['pending', 'sent', 'outbox'])
    .first<{ count: string }>(db.raw('count(*) as count'));
  return Number(row.count);
}
