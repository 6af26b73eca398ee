import { analyticsConfigured, useContractText } from '@pdpl/platform';
import { Box, ContractTextContext, Toaster } from '@pdpl/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { RouteEffects } from '../app/RouteEffects';
import { Footer } from './footer/Footer';
import { Header, HEADER_HEIGHT } from './header/Header';
import { ScrollToTopButton } from './ScrollToTopButton';

// Only a site with analytics asks for consent: others never download the banner.
const ConsentBanner = lazy(() => import('../consent/ConsentBanner'));

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The design system's fields and toasts show the contracts' texts in the page's language.
    <ContractTextContext.Provider value={useContractText()}>
      <Box minH="100vh" display="flex" flexDirection="column">
        <RouteEffects />
        <Header />
        {/* A full-height main keeps the footer below the fold while a remote page loads (no layout shift). */}
        <Box as="main" id="main-content" tabIndex={-1} flex="1" minH="100vh" pt={HEADER_HEIGHT} outline="none">
          {children}
        </Box>
        <Footer />
        <ScrollToTopButton />
        {analyticsConfigured() && (
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        )}
        <Toaster />
      </Box>
    </ContractTextContext.Provider>
  );
}
