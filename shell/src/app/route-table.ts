import {
  BLOG_ARTICLE_SLUGS,
  blogLongPath,
  blogShortPath,
  DATA_REQUESTS_PAGE_PATH,
  INDEX_ROUTES,
  LEADS_PAGE_PATH,
  SET_PASSWORD_PATH,
  STAFF_PAGE_PATH,
  type RemoteName,
} from '@pdpl/contracts';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, e.g. './WaitingListPage'. */
  module: string;
}

const articleRoutes: RemoteRoute[] = BLOG_ARTICLE_SLUGS.flatMap(({ slug, longSlug }) => [
  { path: blogShortPath(slug), remote: 'mfe_marketing', module: './ArticlePage' },
  { path: blogLongPath(longSlug), remote: 'mfe_marketing', module: './ArticlePage' },
]);

/** Every path of both specs, matched exactly as they write it, mapped to the remote page that renders it. */
export const ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'mfe_marketing', module: './HomePage' },
  { path: '/waitinglist', remote: 'mfe_marketing', module: './WaitingListPage' },
  { path: '/contact', remote: 'mfe_marketing', module: './ContactPage' },
  { path: '/newsletter', remote: 'mfe_marketing', module: './NewsletterPage' },
  { path: '/blog', remote: 'mfe_marketing', module: './BlogPage' },
  ...articleRoutes,
  { path: '/privacy-policy', remote: 'mfe_marketing', module: './PrivacyPolicyPage' },
  { path: '/terms-of-service', remote: 'mfe_marketing', module: './TermsOfServicePage' },
  { path: '/KSA', remote: 'mfe_ksa', module: './KsaPage' },
  { path: '/januarypilot', remote: 'mfe_ksa', module: './JanuaryPilotPage' },
  { path: '/pilotapplication', remote: 'mfe_ksa', module: './PilotApplicationPage' },
  { path: '/pilotfaq', remote: 'mfe_ksa', module: './PilotFaqPage' },
  { path: INDEX_ROUTES.list, remote: 'mfe_index', module: './IndexPage' },
  { path: INDEX_ROUTES.report, remote: 'mfe_index', module: './CompanyReportPage' },
  { path: INDEX_ROUTES.details, remote: 'mfe_index', module: './CompanyDetailsPage' },
  { path: INDEX_ROUTES.editions, remote: 'mfe_index', module: './EditionsPage' },
  { path: INDEX_ROUTES.editionPreview, remote: 'mfe_index', module: './EditionPreviewPage' },
  { path: INDEX_ROUTES.methodology, remote: 'mfe_index', module: './MethodologyPage' },
  { path: '/auth', remote: 'mfe_admin', module: './AuthPage' },
  { path: '/airtable-sync', remote: 'mfe_admin', module: './AirtableSyncPage' },
  { path: STAFF_PAGE_PATH, remote: 'mfe_admin', module: './StaffPage' },
  { path: LEADS_PAGE_PATH, remote: 'mfe_admin', module: './LeadsPage' },
  { path: DATA_REQUESTS_PAGE_PATH, remote: 'mfe_admin', module: './DataRequestsPage' },
  { path: SET_PASSWORD_PATH, remote: 'mfe_admin', module: './SetPasswordPage' },
];
