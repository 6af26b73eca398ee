import { analyticsConfigured } from '@pdpl/platform';
import { Box, Toaster, useRenderedAhead } from '@pdpl/ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { noteFrameLive } from '../hydration/roots';
import { RouteEffects } from '../app/RouteEffects';
import { Footer } from './footer/Footer';
import { Header, HEADER_HEIGHT } from './header/Header';
import { ScrollToTopButton } from './ScrollToTopButton';

// Only a site with analytics asks for consent: others never download the banner.
const ConsentBanner = lazy(() => import('../consent/ConsentBanner'));

export function Layout({ children }: { children: ReactNode }) {
  // The consent banner is never in the HTML rendered ahead: it comes once the frame is live.
  const ahead = useRenderedAhead();
  useEffect(noteFrameLive, []);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
        <RouteEffects />
        <Header />
        {/* A full-height main keeps the footer below the fold while a remote page loads (no layout shift). */}
        <Box as="main" id="main-content" tabIndex={-1} flex="1" minH="100vh" pt={HEADER_HEIGHT} outline="none">
          {children}
        </Box>
        <Footer />
        <ScrollToTopButton />
        {!ahead && analyticsConfigured() && (
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        )}
        <Toaster />
    </Box>
  );
}
