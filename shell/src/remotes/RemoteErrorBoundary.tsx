import { Box, Button, Heading, Text } from '@pdpl/ui';
import { Component, type ReactNode } from 'react';
import { useShellMessages } from '../i18n';
import { RemoteLoadError } from './load-remote-page';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a remote that cannot load and offers a retry, keeping header and footer alive. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (error instanceof RemoteLoadError) console.error('Remote page failed to load', error, error.cause);
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // A page that throws while rendering is an internal error: the root shows the full-screen fallback.
    if (!(error instanceof RemoteLoadError)) throw error;
    return <RemoteUnavailable onRetry={this.props.onRetry} />;
  }
}

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useShellMessages();
  return (
    <Box role="alert" textAlign="center" py="24" px="6" maxW="xl" mx="auto">
      <Heading as="h1" size="xl" mb="3">
        {t('shell.remoteError.title')}
      </Heading>
      <Text color="fg.muted" mb="6">
        {t('shell.remoteError.body')}
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        {t('shell.remoteError.retry')}
      </Button>
    </Box>
  );
}
