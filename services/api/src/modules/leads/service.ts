import type { Knex } from 'knex';
import type { ContactInput, WaitlistInput } from '@pdpl/contracts';
import { insertContactSubmission, insertWaitlistSubmission } from './repository.js';

const orNull = (value: string | undefined): string | null => (value ? value : null);

/** Stores a validated waiting-list submission (marketing-ksa-pilot.md §3). */
export async function joinWaitlist(db: Knex, input: WaitlistInput): Promise<{ id: string }> {
  const id = await insertWaitlistSubmission(db, {
    name: input.name,
    email: input.email,
    position: input.position,
    company: orNull(input.company),
    company_size: orNull(input.companySize),
    location: input.location,
    solution_type: orNull(input.solutionType),
    newsletter_consent: input.newsletter === 'yes',
    privacy_consent: input.privacyConsent,
  });
  return { id };
}

/** Stores a validated contact submission; a blank phone is stored as '' (spec §3). */
export async function submitContact(db: Knex, input: ContactInput): Promise<{ id: string }> {
  const id = await insertContactSubmission(db, {
    name: input.name,
    company: input.company,
    country: input.country,
    email: input.email,
    mobile_phone: input.mobilePhone ?? '',
    reason_for_contacting: input.reasonForContacting,
    communication_consent: input.communicationConsent,
  });
  return { id };
}
