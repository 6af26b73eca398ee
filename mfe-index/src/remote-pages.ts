import { ANALYSIS_ROUTES, bilingualPageMeta, INDEX_ROUTES, pageMeta, type PageDeclaration } from '@pdpl/contracts';
import ar from './page-meta/messages/ar.json' with { type: 'json' };
import en from './page-meta/messages/en.json' with { type: 'json' };
import { EDITION_ROLES } from './shared/edition-roles';

const meta = (key: string) => bilingualPageMeta({ en, ar }, `index.meta.${key}`);

/** Every page of the index remote: its build exposes these and publishes them as pages.json for the shell. */
export const PAGES: PageDeclaration[] = [
  {
    path: INDEX_ROUTES.list,
    component: './src/pages/index-list/IndexPage.tsx',
    ...meta('list'),
    access: 'public',
    prerender: true,
  },
  // The analysts' analysis pages come before the reports: /analysis/:companyId and /:companyId/details
  // rank equally in the router (a static and a dynamic segment each), and the one declared first wins,
  // so /PDPLComplianceIndex/analysis/details is the review of a company "details". The static
  // /analysis outranks /:companyId wherever it is declared.
  {
    path: ANALYSIS_ROUTES.companies,
    component: './src/pages/analysis-companies/AnalysisCompaniesPage.tsx',
    ...pageMeta(
      'Index Analysis',
      "Watch companies, collect and analyse their privacy notices, review the analysis and create the month's draft edition of the PDPL Compliance Index.",
      'analyst, index analysis',
    ),
    access: { roles: EDITION_ROLES },
    prerender: false,
  },
  {
    path: ANALYSIS_ROUTES.review,
    component: './src/pages/analysis-review/AnalysisReviewPage.tsx',
    ...pageMeta('Analysis Review', "Review a watched company's analysed notices, override requirements with a reason and accept the suggestions.", 'analyst, analysis review'),
    access: { roles: EDITION_ROLES },
    prerender: false,
  },
  {
    path: INDEX_ROUTES.report,
    component: './src/pages/company-report/CompanyReportPage.tsx',
    ...meta('report'),
    access: 'public',
    prerender: true,
  },
  {
    path: INDEX_ROUTES.details,
    component: './src/pages/company-details/CompanyDetailsPage.tsx',
    ...meta('details'),
    access: 'public',
    prerender: true,
  },
  // Each edition's permanent pages: the same pages, reading the edition their URL names.
  {
    path: INDEX_ROUTES.editionList,
    component: './src/pages/index-list/IndexPage.tsx',
    ...meta('list'),
    access: 'public',
    prerender: true,
  },
  {
    path: INDEX_ROUTES.editionReport,
    component: './src/pages/company-report/CompanyReportPage.tsx',
    ...meta('report'),
    access: 'public',
    prerender: true,
  },
  {
    path: INDEX_ROUTES.editionDetails,
    component: './src/pages/company-details/CompanyDetailsPage.tsx',
    ...meta('details'),
    access: 'public',
    prerender: true,
  },
  {
    // Public in both languages, but never rendered ahead nor in the sitemap: its content is its query.
    path: INDEX_ROUTES.compare,
    component: './src/pages/compare/ComparePage.tsx',
    ...meta('compare'),
    access: 'public',
    prerender: false,
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
    ...meta('methodology'),
    access: 'public',
    prerender: true,
  },
];
