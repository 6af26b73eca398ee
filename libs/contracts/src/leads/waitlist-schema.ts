import { boolean, object, string, type InferType } from 'yup';
import { WAITLIST_LOCATIONS } from './countries.js';
import { COMPANY_SIZES, NEWSLETTER_PREFERENCES, SOLUTION_TIERS, WAITLIST_POSITIONS } from './enums.js';
import { MAX_EMAIL_LENGTH } from './email.js';
import { LEAD_MESSAGES as M } from './messages.js';

/** Upper bounds keep a single submission from filling the database. */
const MAX_TEXT = 200;

/** One schema for the waiting-list form: Formik validates with it in the browser, the API on the server. */
export const waitlistSchema = object({
  name: string().trim().min(2, M.nameMin).max(MAX_TEXT).required(M.nameMin),
  email: string().trim().lowercase().max(MAX_EMAIL_LENGTH).email(M.email).required(M.email),
  position: string().oneOf([...WAITLIST_POSITIONS], M.position).required(M.position),
  company: string().trim().max(MAX_TEXT).default(''),
  companySize: string().oneOf(['', ...COMPANY_SIZES]).default(''),
  location: string().oneOf([...WAITLIST_LOCATIONS], M.location).required(M.location),
  solutionType: string().oneOf(['', ...SOLUTION_TIERS]).default(''),
  newsletter: string().oneOf([...NEWSLETTER_PREFERENCES], M.newsletter).required(M.newsletter),
  privacyConsent: boolean().oneOf([true], M.consent).required(M.consent),
  /** Honeypot: people never see this field, so anything in it marks a bot. */
  website: string().max(0).default(''),
});

export type WaitlistInput = InferType<typeof waitlistSchema>;
