import { bilingualPageMeta, BLOG_ARTICLE_SLUGS, blogLongPath, blogShortPath, type PageDeclaration } from '@pdpl/contracts';
import ar from './page-meta/messages/ar.json' with { type: 'json' };
import en from './page-meta/messages/en.json' with { type: 'json' };

const meta = (key: string, options?: { home?: boolean }) => bilingualPageMeta({ en, ar }, `marketing.meta.${key}`, options);

const article = {
  component: './src/pages/article/ArticlePage.tsx',
  ...meta('article'),
  access: 'public',
  prerender: true,
} as const satisfies Omit<PageDeclaration, 'path'>;

/** Every page of the marketing remote: its build exposes these and publishes them as pages.json for the shell. */
export const PAGES: PageDeclaration[] = [
  {
    path: '/',
    component: './src/pages/home/HomePage.tsx',
    ...meta('home', { home: true }),
    access: 'public',
    prerender: true,
  },
  {
    path: '/waitinglist',
    component: './src/pages/waiting-list/WaitingListPage.tsx',
    ...meta('waitingList'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/contact',
    component: './src/pages/contact/ContactPage.tsx',
    ...meta('contact'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/newsletter',
    component: './src/pages/newsletter/NewsletterPage.tsx',
    ...meta('newsletter'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/blog',
    component: './src/pages/blog/BlogPage.tsx',
    ...meta('blog'),
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
    ...meta('privacyPolicy'),
    access: 'public',
    prerender: true,
  },
  {
    path: '/terms-of-service',
    component: './src/pages/terms-of-service/TermsOfServicePage.tsx',
    ...meta('terms'),
    access: 'public',
    prerender: true,
  },
];
