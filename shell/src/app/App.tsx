import { AuthProvider, BrowserRouter } from '@pdpl/platform';
import { UiProvider } from '@pdpl/ui';
import { RootErrorBoundary } from '../errors/RootErrorBoundary';
import { Layout } from '../layout/Layout';
import { AppRoutes } from './AppRoutes';

export function App() {
  return (
    <UiProvider>
      <RootErrorBoundary>
        <AuthProvider>
          <BrowserRouter>
            <Layout>
              <AppRoutes />
            </Layout>
          </BrowserRouter>
        </AuthProvider>
      </RootErrorBoundary>
    </UiProvider>
  );
}
