import { hasArabicTwin, localePath, LOCALES, type RemoteName, type RoutedPage } from '@pdpl/contracts';
import { publicPathsOf, type SitemapEntries } from '../seo.js';

/** A page's paths in its languages: the English one first. */
const inLanguages = (page: RoutedPage, englishPath: string) => (hasArabicTwin(page) ? LOCALES.map((locale) => localePath(englishPath, locale)) : [englishPath]);

/**
 * Each remote's paths to render, in the order visitors are likeliest to ask for them: the current
 * edition before the past ones; in each, its list, then each company's pages together (report,
 * details), in the list's order; each path in its languages.
 */
export function renderOrder(pages: RoutedPage[], remotes: Iterable<RemoteName>, entries: SitemapEntries): Map<RemoteName, string[]> {
  return new Map(
    [...remotes].map((remote) => {
      const ranked = pages
        .filter((page) => page.remote === remote)
        .flatMap((page, declared) =>
          publicPathsOf(page, entries).map((englishPath, position) => ({ page, englishPath, key: [Number(page.path.includes(':month')), Number(page.path.includes(':companyId')), position, declared] })),
        );
      const byKey = (a: number[], b: number[]) => a.reduce((order, value, i) => order || value - b[i]!, 0);
      return [remote, ranked.sort((a, b) => byKey(a.key, b.key)).flatMap(({ page, englishPath }) => inLanguages(page, englishPath))];
    }),
  );
}
