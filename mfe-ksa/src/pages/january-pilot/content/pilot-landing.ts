/** Pilot landing texts (spec §1 and §9). */
export const PILOT_STATS = [
  { value: '11 of 50', label: 'spots remaining' },
  { value: '4 months', label: '1 Jan – 30 Apr 2026' },
  { value: '$0', label: 'cost to participate' },
];

export const PILOT_BENEFITS = [
  { title: 'AI Co-Pilot', text: 'Ask PDPL questions, draft notices and policies, and delegate tasks to an assistant trained by privacy experts.' },
  { title: 'Agentic workflows', text: 'Run RoPAs, DPIAs, DSARs and TPIAs end to end with agents mapped to the PDPL articles.' },
  { title: 'Onboarding', text: 'A 30-minute onboarding session sets up your workspace and your first workflow.' },
  { title: 'Support', text: 'Our privacy and product experts help you throughout the four months, and read every piece of feedback.' },
  { title: 'Certificate', text: 'Receive a certificate of participation in the January 2026 pilot on request.' },
  { title: '50% off your first year', text: 'Continue after the pilot at half of public pricing for your first year of subscription.' },
];

export const WHO_SHOULD_APPLY = [
  'Data Protection Officers responsible for PDPL compliance',
  'Members of privacy compliance teams in Saudi organisations',
  'Data privacy consultants advising clients in the Kingdom',
  'Data privacy lawyers working on the PDPL',
  'Regulators and public-sector privacy professionals',
  'Professionals who can give a 30-minute onboarding and a 20-minute feedback session every two weeks',
];
