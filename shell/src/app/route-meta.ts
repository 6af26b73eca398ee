import {
  BLOG_ARTICLE_SLUGS,
  blogLongPath,
  blogShortPath,
  DATA_REQUESTS_PAGE_PATH,
  INDEX_ROUTES,
  LEADS_PAGE_PATH,
  SET_PASSWORD_PATH,
  SITE,
  STAFF_PAGE_PATH,
} from '@pdpl/contracts';
import { matchPath, type PageMeta } from '@pdpl/platform';

const name = SITE.productName;
const BASE_KEYWORDS = 'PDPL, Saudi Arabia, data privacy, data protection officer, DPO, compliance, SDAIA';

function meta(title: string, description: string, keywords: string): PageMeta {
  return { title: `${title} | ${name}`, description, keywords: `${keywords}, ${BASE_KEYWORDS}` };
}

const articleMeta = meta(
  'PDPL Insights',
  "Practical guidance on complying with Saudi Arabia's Personal Data Protection Law, from the Mizan team.",
  'PDPL blog, PDPL guidance, privacy program',
);

/** Title, description and keywords of every route (index-blog-admin.md §2: every page has them). */
const ROUTE_META: Record<string, PageMeta> = {
  '/': {
    title: `${name} – ${SITE.productTagline}`,
    description:
      'An AI Co-Pilot and thousands of expert-trained agents for Data Protection Officers: RoPAs, DPIAs, DSARs and breach response under the PDPL and 160+ privacy laws.',
    keywords: `AI privacy compliance, AI Co-Pilot, RoPA, DPIA, DSAR, privacy agents, ${BASE_KEYWORDS}`,
  },
  '/waitinglist': meta('Join Waiting List', `Join the ${name} waiting list for early access to expert-trained AI for data privacy compliance.`, 'waiting list, early access'),
  '/contact': meta('Contact', `Contact ${name} about sales, a free PDPL consultation, BOT implementation services or partnerships.`, 'contact, sales, PDPL consultation'),
  '/newsletter': meta('Newsletter', 'Subscribe to PDPL insights and updates on data privacy compliance in Saudi Arabia.', 'newsletter, PDPL updates'),
  '/blog': meta('Blog – Navigating PDPL in KSA', 'Articles on building a privacy-first company and proving PDPL compliance in Saudi Arabia.', 'PDPL blog, privacy articles'),
  '/privacy-policy': meta('Privacy Policy', `How ${name} collects, uses and protects personal data under the Saudi PDPL.`, 'privacy policy'),
  '/terms-of-service': meta('Terms of Service', `The terms that govern the use of the ${name} website and services.`, 'terms of service'),
  '/KSA': meta(
    'PDPL Compliance in Saudi Arabia',
    'PDPL key facts, a free 15-question self-assessment, Build-Operate-Transfer consulting and the free January 2026 pilot for privacy teams in the Kingdom.',
    'PDPL self-assessment, KSA, BOT, NDMO',
  ),
  '/januarypilot': meta('January 2026 Free Pilot', 'A free four-month pilot for 50 privacy professionals in KSA, from 1 January to 30 April 2026.', 'free pilot, PDPL pilot'),
  '/pilotapplication': meta('Pilot Application', 'Apply for the free PDPL pilot programme for privacy professionals in Saudi Arabia.', 'pilot application'),
  '/pilotfaq': meta('Pilot FAQ', 'Answers about the free PDPL pilot: how it works, technical integration and what participants receive.', 'pilot FAQ'),
  [INDEX_ROUTES.list]: meta(
    'PDPL Compliance Index – Saudi Arabia',
    'Monthly scoring of leading Saudi companies for PDPL readiness, from their public privacy and cookie notices.',
    'PDPL Compliance Index, Saudi companies, privacy notice benchmark',
  ),
  [INDEX_ROUTES.report]: meta('Company PDPL Compliance Report', 'A company’s PDPL readiness score, sector ranking, strengths, critical issues and recommendations.', 'PDPL report'),
  [INDEX_ROUTES.details]: meta('Detailed PDPL Compliance Analysis', 'Complete breakdown of all 19 PDPL compliance dimensions for one company.', 'PDPL dimensions'),
  [INDEX_ROUTES.editions]: meta('Index Editions', 'Import, preview, publish and withdraw the monthly editions of the PDPL Compliance Index.', 'analyst, index editions'),
  [INDEX_ROUTES.editionPreview]: meta('Edition Preview', 'What publishing a draft edition of the PDPL Compliance Index would change.', 'analyst, edition preview'),
  [INDEX_ROUTES.methodology]: meta(
    'Index Methodology',
    'How the PDPL Compliance Index scores Saudi companies: three aspects, 19 dimensions, the overall score, score colours, monthly editions and corrections.',
    'PDPL Compliance Index methodology, PDPL dimensions, privacy notice scoring',
  ),
  '/auth': meta('Admin Sign In', `Sign in to the ${name} admin area.`, 'admin'),
  '/airtable-sync': meta('Airtable Sync', 'Synchronise lead and assessment records to Airtable.', 'admin, sync'),
  [STAFF_PAGE_PATH]: meta('Staff Accounts', 'Invite staff, manage their access and read the audit log.', 'admin, staff'),
  [LEADS_PAGE_PATH]: meta('Leads Inbox', 'Read, filter and export the submissions of the site’s forms.', 'admin, leads'),
  [DATA_REQUESTS_PAGE_PATH]: meta('Data-Subject Requests', 'Look up, export and erase the personal data held about one person, within the PDPL deadline.', 'admin, data-subject requests'),
  [SET_PASSWORD_PATH]: meta('Set Your Password', `Choose the password of your ${name} staff account.`, 'staff'),
  ...Object.fromEntries(BLOG_ARTICLE_SLUGS.flatMap(({ slug, longSlug }) => [[blogShortPath(slug), articleMeta], [blogLongPath(longSlug), articleMeta]])),
};

export const NOT_FOUND_META = meta('Page Not Found', 'The page you are looking for does not exist.', '404');

export function metaForPath(pathname: string): PageMeta {
  const exact = ROUTE_META[pathname];
  if (exact) return exact;
  const pattern = Object.keys(ROUTE_META).find((p) => p.includes(':') && matchPath({ path: p, caseSensitive: true }, pathname));
  return pattern ? ROUTE_META[pattern] : NOT_FOUND_META;
}
