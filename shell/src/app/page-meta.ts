import { findPage, NOT_FOUND_PAGE_META, NOT_FOUND_PAGE_META_AR, splitLocale, type RoutedPage } from '@pdpl/contracts';
import type { PageMeta } from '@pdpl/platform';

/** The metadata a remote declared for the page at this path (`/ar/...`: its Arabic), or the 404's. */
export function metaForPath(pages: readonly RoutedPage[], path: string): PageMeta {
  const found = findPage(pages, path);
  const arabic = splitLocale(path).locale === 'ar';
  if (!found) return arabic ? NOT_FOUND_PAGE_META_AR : NOT_FOUND_PAGE_META;
  const { title, description, keywords } = (arabic ? found.page.localized?.ar : undefined) ?? found.page;
  return { title, description, keywords };
}
