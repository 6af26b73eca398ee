/** The pilot agreement terms (spec §1, §4 and §9). */
export const PILOT_AGREEMENT_TERMS = [
  {
    title: 'Capacity',
    text: 'The pilot is limited to 50 participants. Applications close once all 50 places are taken.',
  },
  {
    title: 'Term',
    text: 'The pilot runs for 4 months, from 1 January 2026 to 30 April 2026. Participants must join by 1 January 2026.',
  },
  {
    title: 'Access',
    text: 'Each participant may request up to 3 log-ins to the platform for themselves and their colleagues.',
  },
  {
    title: 'Commitments',
    text: 'Participants attend one 30-minute onboarding session, then a 20-minute feedback session every two weeks during the pilot.',
  },
  {
    title: 'Cost and conversion',
    text: 'The pilot is free of charge. After the pilot, participants may subscribe at 50% of public pricing for their first year.',
  },
  {
    title: 'Confidentiality',
    text: 'Both parties keep confidential the information they receive from each other during the pilot and for 1 year after it ends.',
  },
  {
    title: 'Approval',
    text: 'Submitting this form does not enrol you. An application takes effect only once we approve it in writing by e-mail; we reply within 48 hours.',
  },
  {
    title: 'Your data',
    text: 'We process your application data under the PDPL, only to assess your application and run the pilot, as described in our Privacy Policy.',
  },
] as const;
