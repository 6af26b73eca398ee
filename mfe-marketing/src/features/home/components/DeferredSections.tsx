import { HOME_SECTIONS } from '@pdpl/contracts';
import { renderMode, useLocation, useRequestedSection } from '@pdpl/platform';
import { Box, Spinner } from '@pdpl/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const BelowFoldSections = lazy(() => import('./BelowFoldSections'));

const DEFERRED_ANCHORS: string[] = [
  HOME_SECTIONS.howItWorks,
  HOME_SECTIONS.difference,
  HOME_SECTIONS.resources,
  HOME_SECTIONS.useCases,
  HOME_SECTIONS.about,
  HOME_SECTIONS.contact,
];

const isDeferred = (anchor: string | null): boolean => anchor !== null && DEFERRED_ANCHORS.includes(anchor);

/** Loads the rest when the visitor is this close to it, so it is there before they arrive. */
const LOAD_AHEAD = '400px';

/** Any of these means the visitor is about to move: a header link click starts with pointerdown/keydown. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * The sections below solutions are fetched only once the visitor interacts, scrolls towards them or
 * a link targets one of their anchors (by URL hash, or a header link used before this page
 * mounted): the first screen then costs less JavaScript on a phone, and the header's section links
 * still work (the shell scrolls as soon as the anchor is present). The server's capture and the
 * takeover of its HTML render them at once.
 */
export function DeferredSections() {
  const { hash } = useLocation();
  const requested = useRequestedSection();
  // HTML that arrived rendered already shows every section: the app renders them all at once too.
  const [near, setNear] = useState(() => renderMode() !== 'normal');
  const sentinel = useRef<HTMLDivElement>(null);
  const wanted = near || isDeferred(decodeURIComponent(hash.slice(1))) || isDeferred(requested);

  useEffect(() => {
    const node = sentinel.current;
    if (wanted || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: LOAD_AHEAD,
    });
    observer.observe(node);
    const request = () => setNear(true);
    for (const type of INTERACTIONS) window.addEventListener(type, request, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, request);
    };
  }, [wanted]);

  // The placeholder keeps the footer a screen away, so content arriving later shifts nothing in view.
  const placeholder = (
    <Box minH="100vh" display="flex" justifyContent="center" pt="16">
      <Spinner size="lg" color="brand.600" aria-hidden="true" />
    </Box>
  );
  if (!wanted) return <Box ref={sentinel} minH="100vh" />;
  return <Suspense fallback={placeholder}><BelowFoldSections /></Suspense>;
}
