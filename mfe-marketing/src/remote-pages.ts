import { BLOG_ARTICLE_SLUGS, blogLongPath, blogShortPath, homePageMeta, pageMeta, SITE, type PageDeclaration } from '@pdpl/contracts';

const name = SITE.productName;

const article = {
  component: './src/pages/article/ArticlePage.tsx',
  ...pageMeta(
    'PDPL Insights',
    "Practical guidance on complying with Saudi Arabia's Personal Data Protection Law, from the Mizan team.",
    'PDPL blog, PDPL guidance, privacy program',
  ),
  access: 'public',
  prerender: true,
} as const satisfies Omit<PageDeclaration, 'path'>;

/** Every page of the marketing remote: its build exposes these and publishes them as pages.json for the shell. */
export const PAGES: PageDeclaration[] = [
  {
    path: '/',
    component: './src/pages/home/HomePage.tsx',
    ...homePageMeta(
      'An AI Co-Pilot and thousands of expert-trained agents for Data Protection Officers: RoPAs, DPIAs, DSARs and breach response under the PDPL and 160+ privacy laws.',
      'AI privacy compliance, AI Co-Pilot, RoPA, DPIA, DSAR, privacy agents',
    ),
    access: 'public',
    prerender: true,
  },
  {
    path: '/waitinglist',
    component: './src/pages/waiting-list/WaitingListPage.tsx',
    ...pageMeta('Join Waiting List', `Join the ${name} waiting list for early access to expert-trained AI for data privacy compliance.`, 'waiting list, early access'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/contact',
    component: './src/pages/contact/ContactPage.tsx',
    ...pageMeta('Contact', `Contact ${name} about sales, a free PDPL consultation, BOT implementation services or partnerships.`, 'contact, sales, PDPL consultation'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/newsletter',
    component: './src/pages/newsletter/NewsletterPage.tsx',
    ...pageMeta('Newsletter', 'Subscribe to PDPL insights and updates on data privacy compliance in Saudi Arabia.', 'newsletter, PDPL updates'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/blog',
    component: './src/pages/blog/BlogPage.tsx',
    ...pageMeta('Blog – Navigating PDPL in KSA', 'Articles on building a privacy-first company and proving PDPL compliance in Saudi Arabia.', 'PDPL blog, privacy articles'),
    access: 'public',
    prerender: true,
  },
  ...BLOG_ARTICLE_SLUGS.flatMap(({ slug, longSlug }) => [
    { path: blogShortPath(slug), ...article },
    { path: blogLongPath(longSlug), ...article, canonical: blogShortPath(slug) },
  ]),
  {
    path: '/privacy-policy',
    component: './src/pages/privacy-policy/PrivacyPolicyPage.tsx',
    ...pageMeta('Privacy Policy', `How ${name} collects, uses and protects personal data under the Saudi PDPL.`, 'privacy policy'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/terms-of-service',
    component: './src/pages/terms-of-service/TermsOfServicePage.tsx',
    ...pageMeta('Terms of Service', `The terms that govern the use of the ${name} website and services.`, 'terms of service'),
    access: 'public',
    prerender: true,
  },
];
