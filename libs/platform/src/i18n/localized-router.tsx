// The router as the pages use it: they name English paths (`/KSA`, `companyReportPath(id)`) and the
// links, redirects and navigation go to the page in the visitor's language; `useLocation` answers
// the page path without its language prefix, so a remote's logic is the same in both languages.
import { findPage, hasArabicTwin, localePath, splitLocale, type Locale } from '@pdpl/contracts';
import { forwardRef, useCallback, useMemo } from 'react';
import {
  Link,
  NavLink as RouterNavLink,
  Navigate as RouterNavigate,
  useRouterLocation,
  useRouterNavigate,
  type LinkProps,
  type Location,
  type NavigateOptions,
  type NavigateProps,
  type To,
} from '../routing';
import { getRuntimeConfig } from '../runtime-config';
import { useLocale } from './locale';

/** Whether a site path has an Arabic twin (public pages do; staff pages and unknown paths do not). */
function hasTwin(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  const found = findPage(getRuntimeConfig().pages, pathname);
  return found !== null && found.locale === 'en' && hasArabicTwin(found.page);
}

/** Where a link to an English page path goes in `locale`. Hashes, queries and relative paths stay as they are. */
export function localizeTo(to: To, locale: Locale): To {
  if (locale === 'en') return to;
  if (typeof to === 'string') return to.startsWith('/') && hasTwin(to) ? localePath(to, locale) : to;
  if (to.pathname?.startsWith('/') && hasTwin(to.pathname)) return { ...to, pathname: localePath(to.pathname, locale) };
  return to;
}

export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink({ to, ...props }, ref) {
  return <Link ref={ref} to={localizeTo(to, useLocale())} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={localizeTo(to, useLocale())} {...props} />;
});

export function Navigate({ to, ...props }: NavigateProps) {
  return <RouterNavigate to={localizeTo(to, useLocale())} {...props} />;
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, locale), options)),
    [navigate, locale],
  );
}

/** The current location with the page path (`/KSA` on `/ar/KSA`). */
export function useLocation(): Location {
  const location = useRouterLocation();
  return useMemo(() => ({ ...location, pathname: splitLocale(location.pathname).path }), [location]);
}

/** A path in the visitor's language, for the few links that are not router links (`<a href>` in a new tab). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizeTo(path, locale) as string, [locale]);
}

/** A link to a page in a given language, as is (the header's language switch). */
export { Link as LanguageLink };
