import { Button, chakra } from '@pdpl/ui';
import { useEffect, useRef, useState } from 'react';
import { scrollToTop } from '../navigation/scroll';
import { useShellMessages } from '../i18n';

/** Shown once the page has scrolled more than 300 px (marketing-ksa-pilot.md §9). */
const SHOW_AFTER_PX = 300;

export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);
  const t = useShellMessages();
  const top = useRef<HTMLDivElement>(null);
  // The page's first 300 px leaving the viewport, observed: reading scrollY on mount and on every scroll forced a layout while the page was taking over.
  useEffect(() => {
    // Above the viewport, not merely hidden (a page still taking over is laid out out of sight).
    const observer = new IntersectionObserver(([entry]) => setShown(entry!.boundingClientRect.bottom < 0));
    observer.observe(top.current!);
    return () => observer.disconnect();
  }, []);
  const sentinel = <chakra.div ref={top} position="absolute" top="0" insetStart="0" w="1px" h={`${SHOW_AFTER_PX}px`} pointerEvents="none" aria-hidden="true" />;
  if (!shown) return sentinel;
  return (
    <>
      {sentinel}
      <Button
        aria-label={t('shell.scrollToTop')}
        colorPalette="brand"
        position="fixed"
        bottom="6"
        insetEnd="6"
        zIndex="overlay"
        rounded="full"
        w="12"
        h="12"
        p="0"
        shadow="lg"
        onClick={() => scrollToTop(true)}
      >
        <chakra.svg viewBox="0 0 24 24" w="5" h="5" aria-hidden="true">
          <path d="M12 19V5M5 12l7-7 7 7" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </chakra.svg>
      </Button>
    </>
  );
}
