// The schemas of the public forms, an entry of their own: a page imports it when a form first
// validates or sends (`lazySchema` in @pdpl/ui/form), so Yup is not among the scripts a page loads
// before it hydrates. The same schemas are exported from the package's root for the API.
export { contactSchema } from './leads/contact-schema.js';
export { pilotApplicationSchema } from './leads/pilot-schema.js';
export { subscriptionSchema } from './leads/subscription-schema.js';
export { waitlistSchema } from './leads/waitlist-schema.js';
export { sendAssessmentResultsSchema } from './assessment/send-results-schema.js';
