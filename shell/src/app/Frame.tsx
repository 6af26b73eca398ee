import { AuthProvider } from '@pdpl/platform';
import { RootErrorBoundary } from '../errors/RootErrorBoundary';
import { Layout } from '../layout/Layout';
import { PageSlot } from '../layout/PageSlot';

/** The frame: skip link, header, footer and the page's slot. The same tree in the build's render (render.tsx) and the browser's root (App), so it hydrates. */
export function Frame() {
  return (
    <RootErrorBoundary>
      <AuthProvider>
        <Layout>
          <PageSlot />
        </Layout>
      </AuthProvider>
    </RootErrorBoundary>
  );
}
