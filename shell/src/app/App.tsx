import { CacheProvider } from '@emotion/react';
import { LOCALE_INFO, PRERENDER } from '@pdpl/contracts';
import { AuthProvider, BrowserRouter, useLocale } from '@pdpl/platform';
import { LocaleProvider, UiProvider } from '@pdpl/ui';
import { useState, type ReactNode } from 'react';
import { RootErrorBoundary } from '../errors/RootErrorBoundary';
import { Layout } from '../layout/Layout';
import { AppRoutes } from './AppRoutes';
import { appStyleCache } from './style-cache';

/** The page's language for Chakra's components: menus, drawers, tabs and dialogs mirror right to left. */
function PageLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={LOCALE_INFO[useLocale()].intl}>{children}</LocaleProvider>;
}

/** The shell's build puts the design system's global CSS in index.html (libs/design-system-css.vite.js); the dev server does not. */
const globalCssInDocument = typeof document !== 'undefined' && document.querySelector(`style[${PRERENDER.staticStyleAttribute}]`) !== null;

export function App() {
  const [styleCache] = useState(appStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <UiProvider globalCssInDocument={globalCssInDocument}>
        <RootErrorBoundary>
          <AuthProvider>
            <BrowserRouter>
              <PageLocale>
                <Layout>
                  <AppRoutes />
                </Layout>
              </PageLocale>
            </BrowserRouter>
          </AuthProvider>
        </RootErrorBoundary>
      </UiProvider>
    </CacheProvider>
  );
}
