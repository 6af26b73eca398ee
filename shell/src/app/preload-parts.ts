import { preloadParts } from '@pdpl/ui';

/** Any of these comes before a navigation or an opened dialog: a click, a tap or a key. */
const INTENT = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The design system's lazily loaded components (dialogs, accordions, form fields...) are fetched at
 * the visitor's first interaction, so the page they open next rarely waits for them, while a visit
 * that only reads downloads none of it.
 */
export function preloadPartsOnFirstInteraction(): void {
  const preload = () => {
    for (const type of INTENT) window.removeEventListener(type, preload);
    preloadParts().catch(() => undefined); // a failed download is tried again when a component renders
  };
  for (const type of INTENT) window.addEventListener(type, preload, { passive: true });
}
