import { getRuntimeConfig, renderMode, setPageMeta, trackPageView, useLocation } from '@pdpl/platform';
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
  // Over HTML that arrived rendered, the visitor may have scrolled already: the first route keeps its place.
  const keepPlace = useRef(renderMode() === 'takeover');

  useEffect(() => {
    setPageMeta(metaForPath(getRuntimeConfig().pages, pathname));
    trackPageView(`${pathname}${search}`, document.title);
  }, [pathname, search]);

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
