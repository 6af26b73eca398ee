import { boolean, object, string, type InferType } from 'yup';
import { PILOT_COMPANY_LOCATIONS } from './countries.js';
import { PILOT_EXPERIENCE, PILOT_POSITIONS } from './enums.js';
import { PILOT_MESSAGES as P } from './messages.js';
import { isSimpleEmail, MAX_EMAIL_LENGTH } from './email.js';

/** Server-side shape and enumerations of a pilot application (after pilotApplicationCheck passes). */
export const pilotApplicationSchema = object({
  name: string().trim().max(200).required(P.requiredBody),
  email: string().trim().lowercase().max(MAX_EMAIL_LENGTH).required(P.requiredBody).test('simple-email', P.emailBody, (v) => v == null || isSimpleEmail(v)),
  companyName: string().trim().max(200).required(P.requiredBody),
  companyLocation: string().oneOf([...PILOT_COMPANY_LOCATIONS], P.requiredBody).required(P.requiredBody),
  mobilePhone: string().trim().max(40).required(P.requiredBody),
  position: string().oneOf([...PILOT_POSITIONS], P.requiredBody).required(P.requiredBody),
  otherPosition: string().trim().max(200).default(''),
  linkedinProfile: string().trim().max(300).default(''),
  dataPrivacyExperience: string().oneOf([...PILOT_EXPERIENCE], P.requiredBody).required(P.requiredBody),
  consentToMessages: boolean().oneOf([true], P.consentBody).required(P.consentBody),
  whatsappContactOk: boolean().default(false),
  acceptTerms: boolean().oneOf([true], P.termsBody).required(P.termsBody),
  receiveCertificate: boolean().default(false),
  website: string().max(0).default(''),
});

export type PilotApplicationInput = InferType<typeof pilotApplicationSchema>;
