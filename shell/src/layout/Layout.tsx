import { Box, Toaster } from '@pdpl/ui';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useConsentShown } from '../consent/use-consent-shown';
import { noteFrameLive } from '../hydration/roots';
import { RouteEffects } from '../app/RouteEffects';
import { Footer } from './footer/Footer';
import { Header, HEADER_HEIGHT } from './header/Header';
import { ScrollToTopButton } from './ScrollToTopButton';

// Only a site with analytics asks for consent: others never download the banner.
const ConsentBanner = lazy(() => import('../consent/ConsentBanner'));

export function Layout({ children }: { children: ReactNode }) {
  const asksConsent = useConsentShown();
  useEffect(noteFrameLive, []);
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
        <RouteEffects />
        {/* Each hydrates on its own: markup of one that differs (never expected) is rendered anew alone, not the whole frame with the page's slot. */}
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        {/* A full-height main keeps the footer below the fold while a remote page loads (no layout shift). */}
        <Box as="main" id="main-content" tabIndex={-1} flex="1" minH="100vh" pt={HEADER_HEIGHT} outline="none">
          {children}
        </Box>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <ScrollToTopButton />
        {asksConsent && (
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        )}
        <Toaster />
    </Box>
  );
}
