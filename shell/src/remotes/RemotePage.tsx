import type { RemoteName } from '@pdpl/contracts';
import { Box, Spinner, Text } from '@pdpl/ui';
import { Suspense, useEffect, useState } from 'react';
import { notePageMounted } from '../takeover/page-settled';
import { forgetRemotePage, remotePage } from './load-remote-page';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { useLocation } from '@pdpl/platform';
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

/** Rendered beside the page, inside its Suspense boundary: it mounts once the page's code has. */
function Mounted() {
  useEffect(notePageMounted, []);
  return null;
}

/** Renders one remote page inside the layout; a remote that fails to load never takes the site down. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const Page = remotePage(remote, module);
  const retry = () => {
    forgetRemotePage(remote, module);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${pathname}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
        <Mounted />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
