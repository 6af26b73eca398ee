/** Validation and toast texts, verbatim from marketing-ksa-pilot.md §5 and §8. */
export const LEAD_MESSAGES = {
  nameMin: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  position: 'Please select your position',
  location: 'Please select your location',
  newsletter: 'Please select your newsletter preference',
  consent: 'You must consent to receive communications from the provider',
  waitlistSuccessTitle: 'Thank you for joining our waitlist!',
  waitlistSuccessBody: "We'll be in touch soon with updates about the Pilot.",
  waitlistErrorTitle: 'Error',
  waitlistErrorBody: 'There was an error submitting your request. Please try again.',
} as const;

export const CONTACT_MESSAGES = {
  companyMin: 'Company must be at least 2 characters',
  country: 'Please select your country',
  reason: 'Please select a reason for contacting',
  successBody: "Your contact form has been submitted successfully! We'll get back to you soon.",
  errorBody: 'There was an error submitting your contact form. Please try again.',
  unexpectedBody: 'There was an unexpected error. Please try again.',
} as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address to subscribe.',
  emailInvalid: 'Please enter a valid email address.',
  consent: 'Please agree to receive communications from the provider.',
  duplicateTitle: 'Already subscribed!',
  duplicateBody: 'This email address is already subscribed to our newsletter.',
  failedTitle: 'Subscription failed',
  failedBody: 'Please try again later or contact support.',
  successTitle: 'Successfully subscribed!',
  successBody: "You'll receive our latest PDPL insights and updates.",
} as const;

export const LAUNCH_MESSAGES = {
  emailRequired: 'Email required',
  consentRequired: 'Consent required',
  emailInvalid: 'Invalid email',
  duplicateTitle: 'Already registered!',
  duplicateBody: 'This email is already registered for launch notifications.',
  failedTitle: 'Registration failed',
  failedBody: 'Please try again later or contact support.',
  successTitle: 'Successfully registered!',
  successBody: "You'll be notified when the PDPL Compliance Index launches.",
} as const;

export const PILOT_MESSAGES = {
  requiredTitle: 'Required Fields Missing',
  requiredBody: 'Please fill in all required fields.',
  positionTitle: 'Position Required',
  positionBody: 'Please specify your position.',
  emailTitle: 'Invalid Email',
  emailBody: 'Please enter a valid email address.',
  termsTitle: 'Terms & Conditions Required',
  termsBody: 'Please accept the Terms & Conditions for the pilot program.',
  consentTitle: 'Consent Required',
  consentBody: 'Please consent to receiving messages from the provider.',
  failedTitle: 'Submission Failed',
  failedBody: 'Please try again later.',
  successTitle: 'Application Submitted!',
  successBody: "Thank you for your interest. We'll be in touch soon.",
} as const;
