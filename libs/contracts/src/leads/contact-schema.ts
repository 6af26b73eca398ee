import { boolean, object, string, type InferType } from 'yup';
import { CONTACT_COUNTRIES } from './countries.js';
import { CONTACT_REASONS } from './enums.js';
import { MAX_EMAIL_LENGTH } from './email.js';
import { CONTACT_MESSAGES as C, LEAD_MESSAGES as M } from './messages.js';

/** Contact form (spec §5); the same schema validates in Formik and in the API. */
export const contactSchema = object({
  name: string().trim().min(2, M.nameMin).max(200).required(M.nameMin),
  company: string().trim().min(2, C.companyMin).max(200).required(C.companyMin),
  country: string().oneOf([...CONTACT_COUNTRIES], C.country).required(C.country),
  email: string().trim().lowercase().max(MAX_EMAIL_LENGTH).email(M.email).required(M.email),
  mobilePhone: string().trim().max(40).matches(/^[+\d\s().-]*$/, 'Please enter a valid phone number').default(''),
  reasonForContacting: string().oneOf([...CONTACT_REASONS], C.reason).required(C.reason),
  communicationConsent: boolean().oneOf([true], M.consent).required(M.consent),
  /** Honeypot: invisible to people; anything in it marks a bot. */
  website: string().max(0).default(''),
});

export type ContactInput = InferType<typeof contactSchema>;
