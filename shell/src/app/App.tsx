import { AuthProvider } from '@pdpl/platform';
import { RootErrorBoundary } from '../errors/RootErrorBoundary';
import { AppRoutes } from './AppRoutes';
import { Frame } from './Frame';
import { SiteProviders } from './SiteProviders';

/** The frame's root: skip link, header, footer and the page's slot (a root of its own, PageApp). */
export function App() {
  return (
    <SiteProviders>
      <Frame />
    </SiteProviders>
  );
}

/** The page's root, inside the frame's slot: the route's remote page. */
export function PageApp() {
  return (
    <SiteProviders page>
      <RootErrorBoundary inPage>
        <AuthProvider follow={false}>
          <AppRoutes />
        </AuthProvider>
      </RootErrorBoundary>
    </SiteProviders>
  );
}
