/** The waiting-list form's first values; its schema (Yup) is in waitlist-schema.ts, which the browser loads only once the form validates. */
export const WAITLIST_INITIAL_VALUES = {
  name: '',
  email: '',
  position: '',
  company: '',
  companySize: '',
  location: '',
  solutionType: '',
  newsletter: '',
  privacyConsent: false,
  website: '',
};
