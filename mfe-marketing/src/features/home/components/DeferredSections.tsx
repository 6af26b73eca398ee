import { HOME_SECTIONS } from '@pdpl/contracts';
import { useLocation, useRequestedSection } from '@pdpl/platform';
import { Box, PartsLoadedLater, preloadParts, Spinner, Table, Tabs, useRenderedAhead } from '@pdpl/ui';
import { lazy, startTransition, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

// The sections arrive with the code of the lazy parts they show (the difference's table, the use
// cases' tabs): a part still loading renders nothing, and growing in later would push down the
// sections the visitor is looking at.
const BelowFoldSections = lazy(() => Promise.all([import('./BelowFoldSections'), preloadParts(Tabs, Table)]).then(([sections]) => sections));

/**
 * Off screen, the browser skips the sections' layout until the visitor nears them: the page's first
 * layout (and hydration's) covers what is in view. The sizes held meanwhile are the sections'
 * measured heights per breakpoint (within a few hundred pixels), and once laid out the browser
 * remembers the real one, so scrolling back never moves anything.
 */
const OFF_SCREEN_SKIPPED = {
  contentVisibility: 'auto',
  containIntrinsicSize: { base: 'auto 7600px', md: 'auto 5900px', lg: 'auto 4300px' },
};

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

/** A promise the sections' boundary waits on while hydrating, resolved once they are wanted. */
function gate(): { ready: Promise<void>; open: () => void } {
  let open = () => undefined as void;
  const ready = new Promise<void>((resolve) => (open = resolve));
  return { ready, open };
}

/** Keeps a hydrating boundary as it arrived (painted, its clicks kept by the shell's event contract) until `ready`. */
function Until({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  use(ready);
  return children;
}

/**
 * The sections below solutions are fetched only once the visitor interacts, scrolls towards them or
 * a link targets one of their anchors (by URL hash, or a header link used before this page
 * mounted): the first screen then costs less JavaScript on a phone, and the header's section links
 * still work (the shell scrolls as soon as the anchor is present). A render ahead (the build's) renders
 * them at once. Hydrating that HTML, their boundary stays as it arrived until they are wanted, then
 * their code loads and React hydrates them (selective hydration): nothing painted changes meanwhile.
 */
export function DeferredSections() {
  const { hash } = useLocation();
  const ahead = useRenderedAhead();
  const [mode] = useState(() => (!ahead ? 'client' : typeof document === 'undefined' ? 'build' : 'hydrating'));
  const section = useRequestedSection();
  const [held] = useState(gate);
  const [near, setNear] = useState(mode === 'build');
  const sentinel = useRef<HTMLDivElement>(null);
  const wanted = near || isDeferred(decodeURIComponent(hash.slice(1))) || isDeferred(section);

  useEffect(() => {
    if (wanted) held.open();
  }, [wanted, held]);

  useEffect(() => {
    const node = sentinel.current;
    if (wanted || !node) return;
    // In transitions: an urgent update reaching the sections' boundary while it hydrates would make
    // React render it anew instead.
    const request = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && request(), {
      rootMargin: LOAD_AHEAD,
    });
    observer.observe(node);
    for (const type of INTERACTIONS) window.addEventListener(type, request, { passive: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, request);
    };
  }, [wanted]);

  // The same element at every render: an update of this component never reaches the boundary while it hydrates.
  const sections = useMemo(
    () => (
      <Suspense
        fallback={
          <Box minH="100vh" display="flex" justifyContent="center" pt="16">
            <Spinner size="lg" color="brand.600" aria-hidden="true" />
          </Box>
        }
      >
        {/* Their parts' code comes with them (BelowFoldSections), not with the first screen's. */}
        <PartsLoadedLater>
          {mode === 'hydrating' ? (
            <Until ready={held.ready}>
              <BelowFoldSections />
            </Until>
          ) : (
            <BelowFoldSections />
          )}
        </PartsLoadedLater>
      </Suspense>
    ),
    [mode, held],
  );

  // The placeholder keeps the footer a screen away, so content arriving later shifts nothing in view.
  if (mode === 'client' && !wanted) {
    return (
      <Box ref={sentinel} css={OFF_SCREEN_SKIPPED}>
        <Box minH="100vh" />
      </Box>
    );
  }
  return (
    <Box ref={sentinel} css={OFF_SCREEN_SKIPPED}>
      {sections}
    </Box>
  );
}
