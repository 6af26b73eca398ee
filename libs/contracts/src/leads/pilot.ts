import { boolean, object, string, type InferType } from 'yup';
import { PILOT_COMPANY_LOCATIONS } from './countries.js';
import { PILOT_EXPERIENCE, PILOT_POSITIONS } from './enums.js';
import { PILOT_MESSAGES as P } from './messages.js';
import { isSimpleEmail, MAX_EMAIL_LENGTH } from './email.js';

export interface PilotApplicationValues {
  name: string;
  email: string;
  companyName: string;
  companyLocation: string;
  mobilePhone: string;
  position: string;
  otherPosition: string;
  linkedinProfile: string;
  dataPrivacyExperience: string;
  consentToMessages: boolean;
  whatsappContactOk: boolean;
  acceptTerms: boolean;
  receiveCertificate: boolean;
  website: string;
}

export const PILOT_INITIAL_VALUES: PilotApplicationValues = {
  name: '',
  email: '',
  companyName: '',
  companyLocation: '',
  mobilePhone: '',
  position: '',
  otherPosition: '',
  linkedinProfile: '',
  dataPrivacyExperience: '',
  consentToMessages: false,
  whatsappContactOk: false,
  acceptTerms: false,
  receiveCertificate: false,
  website: '',
};

/** The five pilot-form checks in the spec's order (§5); the first failure as a toast title and message. */
export function pilotApplicationCheck(v: PilotApplicationValues): { title: string; message: string } | null {
  const required = [v.name, v.email, v.companyName, v.companyLocation, v.mobilePhone, v.position, v.dataPrivacyExperience];
  if (required.some((value) => value.trim() === '')) return { title: P.requiredTitle, message: P.requiredBody };
  if (v.position === 'Other' && v.otherPosition.trim() === '') return { title: P.positionTitle, message: P.positionBody };
  if (!isSimpleEmail(v.email.trim())) return { title: P.emailTitle, message: P.emailBody };
  if (!v.acceptTerms) return { title: P.termsTitle, message: P.termsBody };
  if (!v.consentToMessages) return { title: P.consentTitle, message: P.consentBody };
  return null;
}

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
