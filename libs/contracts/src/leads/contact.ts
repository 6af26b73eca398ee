/** The contact form's first values; its schema (Yup) is in contact-schema.ts, which the browser loads only once the form validates. */
export const CONTACT_INITIAL_VALUES = {
  name: '',
  company: '',
  country: '',
  email: '',
  mobilePhone: '',
  reasonForContacting: '',
  communicationConsent: false,
  website: '',
};
