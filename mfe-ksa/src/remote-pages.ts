import { bilingualPageMeta, KSA_PAGE_PATHS, type PageDeclaration } from '@pdpl/contracts';
import ar from './page-meta/messages/ar.json' with { type: 'json' };
import en from './page-meta/messages/en.json' with { type: 'json' };

const meta = (key: string) => bilingualPageMeta({ en, ar }, `ksa.meta.${key}`);

/** Every page of the KSA remote: its build exposes these and publishes them as pages.json for the shell. */
export const PAGES: PageDeclaration[] = [
  {
    path: KSA_PAGE_PATHS.ksa,
    component: './src/pages/ksa/KsaPage.tsx',
    ...meta('ksa'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/januarypilot',
    component: './src/pages/january-pilot/JanuaryPilotPage.tsx',
    ...meta('januaryPilot'),
    access: 'public',
    prerender: true,
  },
  {
    path: KSA_PAGE_PATHS.pilotApplication,
    component: './src/pages/pilot-application/PilotApplicationPage.tsx',
    ...meta('pilotApplication'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/pilotfaq',
    component: './src/pages/pilot-faq/PilotFaqPage.tsx',
    ...meta('pilotFaq'),
    access: 'public',
    prerender: true,
  },
];
