import { API_PATHS } from '@pdpl/contracts';
import { answersWithNo } from './assessment.js';

/** A valid body for each public form, with the table it is stored in. */
export const PUBLIC_FORMS = [
  {
    path: API_PATHS.waitlist,
    table: 'waitlist_submissions',
    body: { name: 'Ann Smith', email: 'ann@example.com', position: 'Data Protection Officer', location: 'Saudi Arabia', newsletter: 'yes', privacyConsent: true },
  },
  {
    path: API_PATHS.contact,
    table: 'contact_submissions',
    body: { name: 'Omar Haddad', company: 'Acme', country: 'Saudi Arabia', email: 'omar@example.com', reasonForContacting: 'Free PDPL Consultation', communicationConsent: true },
  },
  { path: API_PATHS.newsletter, table: 'newsletter_subscriptions', body: { email: 'reader@example.com', consent: true, source: 'newsletter_page' } },
  { path: API_PATHS.newsletter, table: 'newsletter_subscriptions', body: { email: 'early@example.com', consent: true, source: 'pdpl_launch_notification' } },
  {
    path: API_PATHS.pilotApplication,
    table: 'pilot_applications',
    body: {
      name: 'Layla', email: 'layla@example.com', companyName: 'Example Bank', companyLocation: 'Saudi Arabia', mobilePhone: '+966 50 000 0000',
      position: 'DPO', dataPrivacyExperience: 'Between 3 - 5 years', consentToMessages: true, acceptTerms: true,
    },
  },
  {
    path: API_PATHS.assessmentResults,
    table: 'assessment_results',
    body: { email: 'dana@example.com', name: 'Dana', communicationConsent: true, answers: answersWithNo('dpo') },
  },
] as const;
