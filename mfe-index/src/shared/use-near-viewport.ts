import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is in the viewport, or within `margin` of it after the visitor has
 * scrolled. The radar (nivo, ~66 KB gzipped) waits for it: a page whose chart starts below the
 * fold paints and responds without the chart's code, which loads as the visitor heads for it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    let within = false;
    let scrolled = false;
    const show = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        const { isIntersecting, boundingClientRect: box } = entries[entries.length - 1]!;
        within = isIntersecting;
        const inView = within && box.top < window.innerHeight && box.bottom > 0;
        if (inView || (within && scrolled)) show();
      },
      { rootMargin: margin },
    );
    const onScroll = () => {
      scrolled = true;
      if (within) show();
    };
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref, margin, near]);
  return near;
}
