import { Box, Button, Heading, Text } from '@pdpl/ui';
import { trackException } from '@pdpl/platform';
import { Component, type ReactNode } from 'react';
import { useShellMessages } from '../i18n';

/** Full-screen fallback for any render error anywhere (index-blog-admin.md §8). */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Unhandled render error', error);
    trackException(`Render error: ${error instanceof Error ? error.message : String(error)}`, true);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorFallback />;
  }
}

function ErrorFallback() {
  const t = useShellMessages();
  return (
    <Box role="alert" minH="100vh" data-testid="error-fallback" display="flex" flexDirection="column" alignItems="center" justifyContent="center" gap="4" p="6" textAlign="center">
      <Heading as="h1" size="2xl">{t('shell.error.title')}</Heading>
      <Text color="fg.muted">{t('shell.error.body')}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>{t('shell.error.refresh')}</Button>
    </Box>
  );
}
