import type { RoutedPage } from '@pdpl/contracts';
import { Box, NotAllowed, Spinner, Text } from '@pdpl/ui';
import { useState } from 'react';
import { forgetRemotePage, remotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageBoundary, RequireRole, useLocation } from '@pdpl/platform';
import { useShellMessages } from '../i18n';

function PageSpinner() {
  const t = useShellMessages();
  return (
    <Box display="flex" flexDirection="column" alignItems="center" justifyContent="center" minH="50vh" gap="3" role="status">
      <Spinner size="lg" color="brand.500" />
      <Text color="fg.muted">{t('shell.loading')}</Text>
    </Box>
  );
}

/**
 * Renders one remote page inside the layout, as its declaration says: a staff page only for a
 * signed-in user with one of its roles (whatever the page's own code does; its code is not even
 * fetched for anyone else), inside its remote's root. A remote that fails to load never takes the
 * site down.
 */
export function RemotePage({ page: { remote, module, access } }: { page: Pick<RoutedPage, 'remote' | 'module' | 'access'> }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = remotePage(remote, module);
  const retry = () => {
    forgetRemotePage(remote, module);
    setAttempt((n) => n + 1);
  };
  // The boundary the render ahead has too (libs/platform/server): over rendered HTML it stays as it
  // arrived until the page's code is there, then hydrates.
  const content = (
    <PageBoundary fallback={<PageSpinner />}>
      <Page />
    </PageBoundary>
  );
  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} onRetry={retry}>
      {access === 'public' ? (
        content
      ) : (
        <RequireRole roles={access.roles} pending={<PageSpinner />} denied={(user) => <NotAllowed email={user.email} />}>
          {content}
        </RequireRole>
      )}
    </RemoteErrorBoundary>
  );
}
