import { splitLocale, type Locale } from '@pdpl/contracts';
import { useContext } from 'react';
import { LocationContext } from '../routing';

/** The same, outside React (the API client): the document's current path. */
export function documentLocale(): Locale {
  return typeof location === 'undefined' ? 'en' : splitLocale(location.pathname).locale;
}

/**
 * The language of the page being shown, read from its path (`/ar/...` is Arabic); outside the
 * router (the root's error fallback) from the document's path.
 */
export function useLocale(): Locale {
  const routed = useContext(LocationContext);
  return routed ? splitLocale(routed.pathname).locale : documentLocale();
}
