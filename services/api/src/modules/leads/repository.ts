import type { Knex } from 'knex';

export interface WaitlistRow {
  name: string;
  email: string;
  position: string;
  company: string | null;
  company_size: string | null;
  location: string;
  solution_type: string | null;
  newsletter_consent: boolean;
  privacy_consent: boolean;
}

export interface ContactRow {
  name: string;
  company: string;
  country: string;
  email: string;
  mobile_phone: string;
  reason_for_contacting: string;
  communication_consent: boolean;
}

export interface NewsletterRow {
  email: string;
  source: string;
}

export interface PilotApplicationRow {
  name: string;
  email: string;
  company_name: string;
  company_location: string;
  mobile_phone: string;
  position: string;
  linkedin_profile: string;
  data_privacy_experience: string;
  consent_to_messages: boolean;
  whatsapp_contact_ok: boolean;
  accept_terms: boolean;
  receive_certificate: boolean;
}

export const NEWSLETTER_EMAIL_UNIQUE = 'newsletter_subscriptions_email_unique';

async function insertReturningId(db: Knex, table: string, row: object): Promise<string> {
  const [inserted] = await db(table).insert(row).returning<{ id: string }[]>('id');
  return inserted!.id;
}

export const insertWaitlistSubmission = (db: Knex, row: WaitlistRow) => insertReturningId(db, 'waitlist_submissions', row);
export const insertContactSubmission = (db: Knex, row: ContactRow) => insertReturningId(db, 'contact_submissions', row);
export const insertPilotApplication = (db: Knex, row: PilotApplicationRow) => insertReturningId(db, 'pilot_applications', row);

/** The new row's id, or null when the e-mail is already subscribed (unique index, so races are safe too). */
export async function insertNewsletterSubscription(db: Knex, row: NewsletterRow): Promise<string | null> {
  try {
    return await insertReturningId(db, 'newsletter_subscriptions', row);
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === NEWSLETTER_EMAIL_UNIQUE) return null;
    throw err;
  }
}
