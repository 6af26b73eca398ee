import { Button, chakra } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { scrollToTop } from '../navigation/scroll';
import { useShellMessages } from '../i18n';

/** Shown once the page has scrolled more than 300 px (marketing-ksa-pilot.md §9). */
const SHOW_AFTER_PX = 300;

export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);
  const t = useShellMessages();
  useEffect(() => {
    const update = () => setShown(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!shown) return null;
  return (
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
  );
}
