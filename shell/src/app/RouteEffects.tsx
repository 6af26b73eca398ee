import { LOCALE_INFO, localePath } from '@pdpl/contracts';
import { getRuntimeConfig, setPageMeta, trackPageView, useLocale, useLocation } from '@pdpl/platform';
import { useRenderedAhead } from '@pdpl/ui';
import { useEffect, useRef } from 'react';
import { anchorArrivalOffset, byId, scrollToElement, scrollToTop, whenElementPresent } from '../navigation/scroll';
import { metaForPath } from './page-meta';

/**
 * What happens on every route change: metadata (as the page's remote declared it), a page view, and the scroll position (the top, or
 * the hash anchor once the page has rendered it). Rendered before the routes, so a page that sets
 * its own metadata overrides the route's.
 */
export function RouteEffects() {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  // Over HTML that arrived rendered, the visitor may have scrolled already: the first route keeps its place.
  const keepPlace = useRef(useRenderedAhead());

  // The first HTML already names its language and direction; a switch of language made in the app
  // changes them here. Only a change is written: setting `lang` even to its own value makes the
  // browser restyle every element of the page (:lang() may match differently), ~100 ms at 4x CPU.
  useEffect(() => {
    const { lang, dir } = LOCALE_INFO[locale];
    const html = document.documentElement;
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== dir) html.dir = dir;
  }, [locale]);

  useEffect(() => {
    const path = localePath(pathname, locale);
    setPageMeta(metaForPath(getRuntimeConfig().pages, path));
    trackPageView(`${path}${search}`, document.title);
  }, [pathname, search, locale]);

  useEffect(() => {
    const anchor = decodeURIComponent(hash.replace(/^#/, ''));
    if (!anchor) {
      if (!keepPlace.current) scrollToTop();
      keepPlace.current = false;
      return;
    }
    return whenElementPresent(byId(anchor), (element) => scrollToElement(element, anchorArrivalOffset(pathname), false));
  }, [pathname, search, hash]);

  return null;
}
