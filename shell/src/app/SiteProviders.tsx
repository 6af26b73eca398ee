import { CacheProvider } from '@emotion/react';
import { LOCALE_INFO, PRERENDER } from '@pdpl/contracts';
import { createBrowserHistory, HistoryRouter, useContractText, useLocale } from '@pdpl/platform';
import { ContractTextContext, LocaleProvider, UiProvider } from '@pdpl/ui';
import type { ReactNode } from 'react';
import { appStyleCache } from './style-cache';

/** The page's language for Chakra's components: menus, drawers, tabs and dialogs mirror right to left. */
function PageLocale({ children }: { children: ReactNode }) {
  return <LocaleProvider locale={LOCALE_INFO[useLocale()].intl}>{children}</LocaleProvider>;
}

/** The design system's fields and toasts show the contracts' texts in the page's language. */
function ContractTexts({ children }: { children: ReactNode }) {
  return <ContractTextContext.Provider value={useContractText()}>{children}</ContractTextContext.Provider>;
}

/** The shell's build puts the design system's global CSS in index.html (libs/design-system-css.vite.js); the dev server does not. */
const globalCssInDocument = document.querySelector(`style[${PRERENDER.staticStyleAttribute}]`) !== null;

// One of each for both roots: the frame and the page follow the same history and share emotion's rules.
const history = createBrowserHistory();
/**
 * Pages are rendered ahead without a query: one reached with a query (the list's search, a shared
 * page) hydrates as rendered, then applies it. Only the page's root: the frame's HTML does not
 * depend on the query, and its route effects (page view, scroll) see one arrival, at the URL's.
 */
const hydrating = document.getElementById('root')?.hasAttribute(PRERENDER.rootAttribute) ?? false;
const pageRenderedAt = hydrating && history.location.search ? { ...history.location, search: '' } : undefined;
const styleCache = appStyleCache();

/**
 * What the frame and the page each render inside (the providers the render ahead gives them,
 * libs/platform/server): the style cache, the design system, the router on the site's one history,
 * the page's language and the contracts' texts in it. `page`: the page's root.
 */
export function SiteProviders({ page = false, children }: { page?: boolean; children: ReactNode }) {
  return (
    <CacheProvider value={styleCache}>
      <UiProvider globalCssInDocument={globalCssInDocument}>
        <HistoryRouter history={history} renderedAt={page ? pageRenderedAt : undefined}>
          <PageLocale>
            <ContractTexts>{children}</ContractTexts>
          </PageLocale>
        </HistoryRouter>
      </UiProvider>
    </CacheProvider>
  );
}
