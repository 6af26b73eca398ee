import { INDEX_ROUTES, pageMeta, type PageDeclaration } from '@pdpl/contracts';
import { EDITION_ROLES } from './features/editions/model/roles';

/** Every page of the index remote: its build exposes these and publishes them as pages.json for the shell. */
export const PAGES: PageDeclaration[] = [
  {
    path: INDEX_ROUTES.list,
    component: './src/pages/index-list/IndexPage.tsx',
    ...pageMeta(
      'PDPL Compliance Index – Saudi Arabia',
      'Monthly scoring of leading Saudi companies for PDPL readiness, from their public privacy and cookie notices.',
      'PDPL Compliance Index, Saudi companies, privacy notice benchmark',
    ),
    access: 'public',
    prerender: true,
  },
  {
    path: INDEX_ROUTES.report,
    component: './src/pages/company-report/CompanyReportPage.tsx',
    ...pageMeta('Company PDPL Compliance Report', 'A company’s PDPL readiness score, sector ranking, strengths, critical issues and recommendations.', 'PDPL report'),
    access: 'public',
    prerender: true,
  },
  {
    path: INDEX_ROUTES.details,
    component: './src/pages/company-details/CompanyDetailsPage.tsx',
    ...pageMeta('Detailed PDPL Compliance Analysis', 'Complete breakdown of all 19 PDPL compliance dimensions for one company.', 'PDPL dimensions'),
    access: 'public',
    prerender: true,
  },
  {
    path: INDEX_ROUTES.editions,
    component: './src/pages/editions/EditionsPage.tsx',
    ...pageMeta('Index Editions', 'Import, preview, publish and withdraw the monthly editions of the PDPL Compliance Index.', 'analyst, index editions'),
    access: { roles: EDITION_ROLES },
    prerender: false,
  },
  {
    path: INDEX_ROUTES.editionPreview,
    component: './src/pages/edition-preview/EditionPreviewPage.tsx',
    ...pageMeta('Edition Preview', 'What publishing a draft edition of the PDPL Compliance Index would change.', 'analyst, edition preview'),
    access: { roles: EDITION_ROLES },
    prerender: false,
  },
  {
    path: INDEX_ROUTES.methodology,
    component: './src/pages/methodology/MethodologyPage.tsx',
    ...pageMeta(
      'Index Methodology',
      'How the PDPL Compliance Index scores Saudi companies: three aspects, 19 dimensions, the overall score, score colours, monthly editions and corrections.',
      'PDPL Compliance Index methodology, PDPL dimensions, privacy notice scoring',
    ),
    access: 'public',
    prerender: true,
  },
];
