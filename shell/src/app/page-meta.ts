import { findPage, NOT_FOUND_PAGE_META, type RoutedPage } from '@pdpl/contracts';
import type { PageMeta } from '@pdpl/platform';

/** The metadata a remote declared for the page at this path, or the 404's. */
export function metaForPath(pages: readonly RoutedPage[], pathname: string): PageMeta {
  const found = findPage(pages, pathname);
  if (!found) return NOT_FOUND_PAGE_META;
  const { title, description, keywords } = found.page;
  return { title, description, keywords };
}
