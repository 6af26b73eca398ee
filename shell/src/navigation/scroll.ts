
/** Smooth-scroll offsets when a section link is used on its own page (marketing-ksa-pilot.md §9). */
const SECTION_SCROLL_OFFSET: Record<string, number> = { '/': 5, '/KSA': 5, '/januarypilot': 80 };
/** Arriving on home with a hash anchor scrolls to it 80 px below the top. */
const HOME_ANCHOR_OFFSET = 80;
/** A remote page can take a while to arrive; give up waiting for an element after this. */
const ELEMENT_WAIT_MS = 15000;

export function sectionScrollOffset(pathname: string): number {
  return SECTION_SCROLL_OFFSET[pathname] ?? 0;
}

export function anchorArrivalOffset(pathname: string): number {
  return pathname === '/' ? HOME_ANCHOR_OFFSET : sectionScrollOffset(pathname);
}

function behavior(smooth: boolean): ScrollBehavior {
  return smooth && !window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'smooth' : 'auto';
}

export function scrollToTop(smooth = false): void {
  window.scrollTo({ top: 0, left: 0, behavior: behavior(smooth) });
}

/** How long after the scroll the section is kept in place while the page above it still grows. */
const REALIGN_WINDOW_MS = 2000;
const VISITOR_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls so the element sits `offset` px below the top. Sections above it may grow meanwhile (lazy
 * content, images), moving the target: once the scroll settles, and while the layout keeps changing
 * for a short while, the position is corrected, unless the visitor scrolls on their own.
 */
export function scrollToElement(element: Element, offset: number, smooth: boolean): void {
  const targetTop = () => Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
  let settled = !smooth;
  const realign = () => {
    if (settled && Math.abs(window.scrollY - targetTop()) > 1) window.scrollTo({ top: targetTop(), behavior: 'auto' });
  };
  const onScrollEnd = () => {
    settled = true;
    realign();
  };
  const resizes = new ResizeObserver(realign);
  const stop = () => {
    resizes.disconnect();
    window.removeEventListener('scrollend', onScrollEnd);
    VISITOR_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, stop));
    clearTimeout(timer);
  };
  const timer = setTimeout(stop, REALIGN_WINDOW_MS + (smooth ? 1000 : 0));
  window.addEventListener('scrollend', onScrollEnd);
  VISITOR_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, stop, { once: true, passive: true }));
  resizes.observe(document.body);
  window.scrollTo({ top: targetTop(), behavior: behavior(smooth) });
}

/** The element the visitor can reach (not inside an inert region, such as a page behind an open dialog). */
function live(selector: string): Element | null {
  return document.querySelector(`${selector}:not([inert], [inert] *)`);
}

/** Calls back with the element once it is in the document (a remote page renders it after loading). */
export function whenElementPresent(selector: string, callback: (element: Element) => void): () => void {
  const existing = live(selector);
  if (existing) {
    callback(existing);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const element = live(selector);
    if (!element) return;
    stop();
    callback(element);
  });
  const timer = setTimeout(() => stop(), ELEMENT_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function byId(id: string): string {
  return `#${CSS.escape(id)}`;
}
