import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element comes within `margin` of the viewport. The radar (nivo, ~66 KB gzipped) waits
 * for it, so a report paints and responds before the chart's code is fetched and run.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
