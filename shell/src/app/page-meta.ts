import { NOT_FOUND_PAGE_META, type RoutedPage } from '@pdpl/contracts';
import { matchPath, type PageMeta } from '@pdpl/platform';

/** The metadata a remote declared for the page at this path, or the 404's. */
export function metaForPath(pages: readonly RoutedPage[], pathname: string): PageMeta {
  const exact = pages.find((page) => page.path === pathname);
  const page = exact ?? pages.find((p) => p.path.includes(':') && matchPath({ path: p.path, caseSensitive: true }, pathname));
  if (!page) return NOT_FOUND_PAGE_META;
  const { title, description, keywords } = page;
  return { title, description, keywords };
}
