import { BLOG_LONG_PREFIX } from '../blog/articles.js';

/** Which header menu and footer links a path gets (marketing-ksa-pilot.md §2, Header and Footer). */
export type RouteFamily = 'home' | 'ksa' | 'pilot' | 'other';

export function isBlogPath(pathname: string): boolean {
  return pathname === '/blog' || pathname.startsWith('/blog/') || pathname.startsWith(`${BLOG_LONG_PREFIX}/`);
}

/** The header's menu: the pilot menu on /januarypilot; the KSA menu on /KSA, blog pages and /pilotapplication. */
export function menuFamily(pathname: string): RouteFamily {
  if (pathname === '/januarypilot') return 'pilot';
  if (pathname === '/KSA' || pathname === '/pilotapplication' || isBlogPath(pathname)) return 'ksa';
  return pathname === '/' ? 'home' : 'other';
}

/** The footer's Quick Links: by path, /januarypilot and /KSA have their own, all others the home set. */
export function footerFamily(pathname: string): RouteFamily {
  if (pathname === '/januarypilot') return 'pilot';
  if (pathname === '/KSA') return 'ksa';
  return pathname === '/' ? 'home' : 'other';
}

/** The KSA button appears everywhere except /KSA and /januarypilot. */
export function showsKsaButton(pathname: string): boolean {
  return pathname !== '/KSA' && pathname !== '/januarypilot';
}

/** Logo: from /januarypilot to /KSA, elsewhere to / (on home it scrolls to the top instead). */
export function logoTarget(pathname: string): string {
  return pathname === '/januarypilot' ? '/KSA' : '/';
}

/**
 * Which of the shell's frames (header and footer) a page path (without /ar) gets: everything the
 * functions above read from the path, as one name. The shell's build renders one frame per name
 * (CHROME_SAMPLE_PATHS) and the server picks a page's by this.
 */
export function chromeVariant(pathname: string): string {
  return [menuFamily(pathname), footerFamily(pathname), showsKsaButton(pathname) ? 'ksa-button' : 'no-ksa-button', logoTarget(pathname) === '/' ? 'logo-home' : 'logo-ksa', isBlogPath(pathname) ? 'blog' : 'site'].join('.');
}

/** One path per frame, covering every value chromeVariant can take (a test checks it). */
export const CHROME_SAMPLE_PATHS = ['/', '/KSA', '/januarypilot', '/pilotapplication', '/blog', '/contact'] as const;
