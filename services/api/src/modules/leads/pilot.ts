/**
 * Pilot applications: the spec's five checks in order first (marketing-ksa-pilot.md §5), each
 * failure answered with its toast title and message, then the contracts schema for the lists.
 */
import type { Knex } from 'knex';
import {
  PILOT_MESSAGES as P,
  PILOT_INITIAL_VALUES,
  pilotApplicationCheck,
  pilotApplicationSchema,
  type PilotApplicationInput,
  type PilotApplicationValues,
} from '@pdpl/contracts';
import { ValidationFailed } from '../../domain/errors.js';
import type { InputRules } from '../../domain/input-rules.js';
import { insertPilotApplication } from './repository.js';

const REQUIRED: (keyof PilotApplicationValues)[] = [
  'name',
  'email',
  'companyName',
  'companyLocation',
  'mobilePhone',
  'position',
  'dataPrivacyExperience',
];

/** The toast title of each message the checks and the schema can give. */
const TITLES: Record<string, string> = {
  [P.requiredBody]: P.requiredTitle,
  [P.positionBody]: P.positionTitle,
  [P.emailBody]: P.emailTitle,
  [P.termsBody]: P.termsTitle,
  [P.consentBody]: P.consentTitle,
};

/** The body read as form values: wrong types count as blank or unticked, as in the browser. */
function asFormValues(raw: Record<string, unknown>): PilotApplicationValues {
  const values = { ...PILOT_INITIAL_VALUES };
  for (const key of Object.keys(values) as (keyof PilotApplicationValues)[]) {
    const value = raw[key];
    if (typeof PILOT_INITIAL_VALUES[key] === 'boolean') (values[key] as boolean) = value === true;
    else (values[key] as string) = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The fields behind a check's failure, for the form to mark. */
function failedFields(values: PilotApplicationValues, message: string): Record<string, string> {
  switch (message) {
    case P.requiredBody:
      return Object.fromEntries(REQUIRED.filter((k) => String(values[k]).trim() === '').map((k) => [k, message]));
    case P.positionBody:
      return { otherPosition: message };
    case P.emailBody:
      return { email: message };
    case P.termsBody:
      return { acceptTerms: message };
    default:
      return { consentToMessages: message };
  }
}

/** The spec's five checks in order (first failure only, as the form's toast), then the schema; every message with its title. */
export const pilotApplicationRules: InputRules<typeof pilotApplicationSchema> = {
  schema: pilotApplicationSchema,
  firstFailure(submitted) {
    const values = asFormValues(submitted);
    const failure = pilotApplicationCheck(values);
    return failure && new ValidationFailed(failure.message, { fields: failedFields(values, failure.message), title: failure.title });
  },
  titles: TITLES,
};

export async function applyForPilot(db: Knex, input: PilotApplicationInput): Promise<{ id: string }> {
  const id = await insertPilotApplication(db, {
    name: input.name,
    email: input.email,
    company_name: input.companyName,
    company_location: input.companyLocation,
    mobile_phone: input.mobilePhone,
    // The free-text position replaces 'Other' (spec §3).
    position: input.position === 'Other' ? input.otherPosition : input.position,
    linkedin_profile: input.linkedinProfile,
    data_privacy_experience: input.dataPrivacyExperience,
    consent_to_messages: input.consentToMessages,
    whatsapp_contact_ok: input.whatsappContactOk,
    accept_terms: input.acceptTerms,
    receive_certificate: input.receiveCertificate,
  });
  return { id };
}
