/** The eight articles: short path slug and long legacy slug (index-blog-admin.md §2.1). */
export const BLOG_ARTICLE_SLUGS = [
  { slug: 'checkbox-to-culture', longSlug: 'from-checkbox-to-culture-how-to-build-a-data-privacy-first-company' },
  { slug: 'uae-ai-adoption', longSlug: 'uae-ai-adoption-is-outpacing-pdpl-readiness-is-ksa-next' },
  { slug: 'prove-pdpl-compliance', longSlug: 'how-do-you-prove-pdpl-compliance-in-ksa' },
  { slug: 'sales-marketing-pdpl', longSlug: 'what-pdpl-compliance-really-means-for-sales-and-marketing-teams-in-saudi-arabia' },
  { slug: 'webinar-recap', longSlug: 'may-5th-webinar-recap' },
  { slug: 'smart-leaders', longSlug: 'how-smart-leaders-stay-ahead-on-data-privacy-compliance' },
  { slug: 'hidden-costs', longSlug: 'the-hidden-costs-of-waiting-to-comply-with-saudi-arabias-pdpl' },
  { slug: 'early-compliance', longSlug: 'case-early-compliance-ksa-personal-data-protection-law' },
] as const;

export const BLOG_LONG_PREFIX = '/blog-navigating-pdpl-in-ksa';

export const blogShortPath = (slug: string) => `/blog/${slug}`;
export const blogLongPath = (longSlug: string) => `${BLOG_LONG_PREFIX}/${longSlug}`;
