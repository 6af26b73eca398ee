import { splitLocale, type Locale } from '../i18n/locales.js';
import { hasArabicTwin, type LocalizablePage } from './prerender.js';
/**
 * Matches a page's router pattern (`/PDPLComplianceIndex/:companyId`) against a path, case-
 * sensitively as the shell's router does; returns the decoded parameters, or null.
 */
export function matchPagePath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment.startsWith(':')) {
      if (got[i] === '') return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(got[i]!);
      } catch {
        return null;
      }
    } else if (segment !== got[i]) {
      return null;
    }
  }
  return params;
}

function findDeclared<T extends { path: string }>(pages: readonly T[], path: string): { page: T; params: Record<string, string> } | null {
  const exact = pages.find((page) => page.path === path);
  if (exact) return { page: exact, params: {} };
  for (const page of pages) {
    const params = page.path.includes(':') ? matchPagePath(page.path, path) : null;
    if (params) return { page, params };
  }
  return null;
}

/**
 * The page a path leads to, in its language: an exact path first, then a pattern (the router ranks
 * static segments higher). Under /ar only pages with an Arabic twin (the public ones) are found.
 */
export function findPage<T extends LocalizablePage>(pages: readonly T[], path: string): { page: T; params: Record<string, string>; locale: Locale } | null {
  const { locale, path: pagePath } = splitLocale(path);
  const found = findDeclared(pages, pagePath);
  if (!found || (locale !== 'en' && !hasArabicTwin(found.page))) return null;
  return { ...found, locale };
}
