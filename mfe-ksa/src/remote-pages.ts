import { pageMeta, type PageDeclaration } from '@pdpl/contracts';

/** Every page of the KSA remote: its build exposes these and publishes them as pages.json for the shell. */
export const PAGES: PageDeclaration[] = [
  {
    path: '/KSA',
    component: './src/pages/ksa/KsaPage.tsx',
    ...pageMeta(
      'PDPL Compliance in Saudi Arabia',
      'PDPL key facts, a free 15-question self-assessment, Build-Operate-Transfer consulting and the free January 2026 pilot for privacy teams in the Kingdom.',
      'PDPL self-assessment, KSA, BOT, NDMO',
    ),
    access: 'public',
    prerender: true,
  },
  {
    path: '/januarypilot',
    component: './src/pages/january-pilot/JanuaryPilotPage.tsx',
    ...pageMeta('January 2026 Free Pilot', 'A free four-month pilot for 50 privacy professionals in KSA, from 1 January to 30 April 2026.', 'free pilot, PDPL pilot'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/pilotapplication',
    component: './src/pages/pilot-application/PilotApplicationPage.tsx',
    ...pageMeta('Pilot Application', 'Apply for the free PDPL pilot programme for privacy professionals in Saudi Arabia.', 'pilot application'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/pilotfaq',
    component: './src/pages/pilot-faq/PilotFaqPage.tsx',
    ...pageMeta('Pilot FAQ', 'Answers about the free PDPL pilot: how it works, technical integration and what participants receive.', 'pilot FAQ'),
    access: 'public',
    prerender: true,
  },
];
