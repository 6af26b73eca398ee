import { HOME_SECTIONS, PRERENDER } from '@pdpl/contracts';
import { renderedRegion, renderMode, useLocation, useRequestedSection } from '@pdpl/platform';
import { Box, preloadParts, Spinner, Table, Tabs } from '@pdpl/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { StaticCopy } from './StaticCopy';

// The sections arrive with the code of the lazy parts they show (the difference's table, the use
// cases' tabs): a part still loading renders nothing, and growing in later would push down the
// sections the visitor is looking at.
const BelowFoldSections = lazy(() => Promise.all([import('./BelowFoldSections'), preloadParts(Tabs, Table)]).then(([sections]) => sections));

/** Marks the sections' region in the rendered HTML, where the takeover finds its copy. */
const REGION = 'home-below-fold';

/**
 * Off screen, the browser skips the sections' layout until the visitor nears them: the page's first
 * layout (and the takeover's) covers what is in view. The sizes held meanwhile are the sections'
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

/**
 * The sections below solutions are fetched only once the visitor interacts, scrolls towards them or
 * a link targets one of their anchors (by URL hash, or a header link used before this page
 * mounted): the first screen then costs less JavaScript on a phone, and the header's section links
 * still work (the shell scrolls as soon as the anchor is present). A render ahead (the build's) renders
 * them at once. Over HTML that arrived rendered, the app keeps their rendered copy (inert, like the
 * whole page before the takeover) until then, and swaps in the live sections once loaded.
 */
export function DeferredSections() {
  const { hash } = useLocation();
  const requested = useRequestedSection();
  const [copy] = useState(() => (renderMode() === 'takeover' ? renderedRegion(REGION) : null));
  // Rendered HTML without the region (captured by an earlier release): render everything at once.
  const [near, setNear] = useState(() => renderMode() === 'prerender' || (renderMode() === 'takeover' && !copy));
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
  const staticCopy = copy && <StaticCopy region={copy} />;
  const placeholder = staticCopy || (
    <Box minH="100vh" display="flex" justifyContent="center" pt="16">
      <Spinner size="lg" color="brand.600" aria-hidden="true" />
    </Box>
  );
  const region = { [PRERENDER.staticRegionAttribute]: REGION, css: OFF_SCREEN_SKIPPED };
  if (!wanted) {
    return (
      <Box ref={sentinel} {...region}>
        {staticCopy || <Box minH="100vh" />}
      </Box>
    );
  }
  return (
    <Box {...region}>
      <Suspense fallback={placeholder}>
        <BelowFoldSections />
      </Suspense>
    </Box>
  );
}
