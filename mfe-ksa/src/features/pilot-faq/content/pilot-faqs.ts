export interface Faq {
  id: string;
  question: string;
  answer: string;
}

const faq = (id: string, question: string, answer: string): Faq => ({ id, question, answer });

const WHAT_IS = faq(
  'what-is-pilot',
  'What is the January 2026 Free Pilot?',
  'A free, four-month programme from 1 January to 30 April 2026 in which 50 privacy professionals in Saudi Arabia use the AI Co-Pilot and agentic workflows for RoPAs, DPIAs, DSARs and TPIAs on their real PDPL work, and help shape the product with their feedback.',
);
const COST = faq('cost', 'Does the pilot cost anything?', 'No. The pilot is free of charge for its whole term; there is no payment information to give and no obligation to buy afterwards.');
const SPOTS = faq(
  'spots',
  'How many places are there?',
  'The pilot is capped at 50 professionals. 11 spots remain, and applications close once all 50 are taken.',
);
const DATES = faq(
  'dates',
  'When does it start and end?',
  'It runs for 4 months, from 1 January 2026 to 30 April 2026. Participants must join by 1 January 2026 so that onboarding is done before work starts.',
);
const WHO = faq(
  'who',
  'Who can apply?',
  'DPOs, members of privacy compliance teams, data-privacy consultants and lawyers, and regulators working on the PDPL in the Kingdom. Organisations of any size may apply.',
);
const WHAT_GET = faq(
  'benefits',
  'What do participants receive?',
  'Access to the AI Co-Pilot and the agentic workflows for RoPAs, DPIAs, DSARs and TPIAs, onboarding and support throughout, a certificate of participation, and a 50% discount on a first-year subscription.',
);
const DISCOUNT = faq(
  'discount',
  'What happens when the pilot ends?',
  'You may continue on a paid subscription at 50% of public pricing for the first year. If you do not continue, your access ends on 30 April 2026 and nothing is charged.',
);
const LOGINS = faq('logins', 'Can colleagues join me?', 'Yes. Each participant may request up to 3 log-ins, so you can work on the pilot with two colleagues from your team.');
const COMMITMENT = faq(
  'commitment',
  'How much time does it take?',
  'One 30-minute onboarding session at the start, then a 20-minute feedback session every two weeks. The rest of the time you use the platform on your own PDPL work, at your own pace.',
);
const APPLY = faq(
  'apply',
  'How do I apply, and when will I hear back?',
  'Fill in the pilot application form. We review each application and reply within 48 hours; your place is confirmed only once we approve it in writing by e-mail.',
);
const SELECTION = faq(
  'selection',
  'How are participants selected?',
  'Applications are reviewed in the order they arrive, looking at your role, your PDPL experience and the mix of sectors in the pilot, until the 50 places are filled.',
);
const ONBOARDING = faq(
  'onboarding',
  'How does onboarding work?',
  'After your approval e-mail we send your log-ins and book a 30-minute video session in which we set up your workspace and walk through the Co-Pilot and your first workflow.',
);
const WORKFLOWS = faq(
  'workflows',
  'Which workflows can I use?',
  'Records of processing (RoPAs), data protection impact assessments (DPIAs), data-subject access requests (DSARs) and third-party impact assessments (TPIAs), each mapped to the PDPL and its Implementing Regulations.',
);
const FEEDBACK = faq(
  'feedback',
  'What is expected in the feedback sessions?',
  'Every two weeks a 20-minute call with our product team: what worked, what did not, and what your PDPL work needs next. Your feedback decides what we build first.',
);
const CERTIFICATE = faq(
  'certificate',
  'How do I get the certificate?',
  'Tick the certificate option in your application. Participants who complete the onboarding and the feedback sessions receive a certificate of participation after the pilot ends.',
);
const INTEGRATION = faq(
  'integration',
  'Do I need to install or integrate anything?',
  'No. The pilot runs in the browser; nothing is installed. You can upload documents or paste text, and system connectors (HR, CRM, IT, data stores) are not required during the pilot.',
);
const HOSTING = faq(
  'hosting',
  'Where is my data hosted?',
  'In Saudi Arabia. Data is encrypted in transit and at rest, protected by role-based access and audit logs, and never used to train shared models.',
);
const REAL_DATA = faq(
  'real-data',
  'Should I use real personal data?',
  'You decide. Many participants start with templates and anonymised samples, then move to real records once their organisation approves; the platform processes them under a data processing agreement consistent with the PDPL.',
);
const LANGUAGES = faq('languages', 'Does it work in Arabic?', 'Yes. The Co-Pilot and the documents it drafts work in Arabic and English, with a right-to-left interface.');
const BROWSERS = faq('browsers', 'What do I need technically?', 'A recent version of Chrome, Edge, Safari or Firefox and an internet connection. Single sign-on is not needed for the pilot.');
const CONFIDENTIAL = faq(
  'confidentiality',
  'Is the pilot confidential?',
  'Yes. Both sides keep what they learn about the other confidential during the pilot and for 1 year after it ends.',
);
const WITHDRAW = faq('withdraw', 'Can I leave the pilot early?', 'Yes, at any time, by e-mailing us. Your access ends and your data is deleted or returned to you on request.');
const PRIVACY = faq(
  'privacy',
  'How is my application data used?',
  'Only to assess your application and run the pilot, as described in our Privacy Policy. We answer requests about your data within 30 days.',
);

/** The full FAQ of /pilotfaq in its four groups (spec §2). */
export const PILOT_FAQ_GROUPS = [
  { id: 'program-overview', title: 'Program Overview', items: [WHAT_IS, COST, SPOTS, DATES, WHO, WHAT_GET] },
  { id: 'how-it-works', title: 'How It Works', items: [APPLY, SELECTION, ONBOARDING, COMMITMENT, LOGINS, FEEDBACK, CERTIFICATE, DISCOUNT] },
  { id: 'technical-integration', title: 'Technical / Integration', items: [INTEGRATION, WORKFLOWS, HOSTING, REAL_DATA, LANGUAGES, BROWSERS] },
  { id: 'general', title: 'General', items: [CONFIDENTIAL, WITHDRAW, PRIVACY] },
] as const;

/** The nine questions /januarypilot shows before linking to the full FAQ. */
export const PILOT_LANDING_FAQS: readonly Faq[] = [WHAT_IS, COST, SPOTS, DATES, WHO, COMMITMENT, LOGINS, DISCOUNT, APPLY];
