/** The shell's build renders one frame per sample path: every page path gets one of those frames. */
import { BLOG_ARTICLE_SLUGS, blogLongPath, blogShortPath, CHROME_SAMPLE_PATHS, chromeVariant, INDEX_ROUTES, KSA_PAGE_PATHS } from '../src/index.js';

it('every page path has a frame among those rendered for the sample paths', () => {
  const rendered = new Set(CHROME_SAMPLE_PATHS.map(chromeVariant));
  expect(rendered.size).toBe(CHROME_SAMPLE_PATHS.length);
  const paths = [
    '/',
    '/contact',
    '/privacy-policy',
    '/januarypilot',
    '/pilotfaq',
    '/blog',
    ...BLOG_ARTICLE_SLUGS.flatMap(({ slug, longSlug }) => [blogShortPath(slug), blogLongPath(longSlug)]),
    ...Object.values(KSA_PAGE_PATHS),
    ...Object.values(INDEX_ROUTES),
    '/no/such/page',
  ];
  for (const path of paths) expect({ path, rendered: rendered.has(chromeVariant(path)) }).toEqual({ path, rendered: true });
});
