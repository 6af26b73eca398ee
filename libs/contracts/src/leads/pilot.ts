import { PILOT_MESSAGES as P } from './messages.js';
import { isSimpleEmail } from './email.js';

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
