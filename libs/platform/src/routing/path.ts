/** Where a link or a navigation goes: a path (absolute, or relative to the current one) or its parts. */
export type To = string | Partial<Path>;

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

/** A URL's parts as the browser shows them, and what the navigation carried (`state`). */
export interface Location extends Path {
  state: unknown;
  /** Unique per history entry. */
  key: string;
}

/** A path string with an origin other than the page's, or another scheme: not the router's to follow. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function isExternal(to: To): boolean {
  return typeof to === 'string' && ABSOLUTE_URL.test(to);
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') + (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');
}

/**
 * `to` resolved against the current location as the browser resolves a link: a path from the root,
 * a query (`?page=2`: this path, that query) or a hash (this path and query, that anchor); parts
 * (`{ search }`) keep the current path.
 */
export function resolveTo(to: To, from: Path): Path {
  if (typeof to !== 'string') {
    return { pathname: to.pathname ?? from.pathname, search: to.pathname === undefined && to.search === undefined ? from.search : (to.search ?? ''), hash: to.hash ?? '' };
  }
  const url = new URL(to, `http://router${createPath(from)}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
