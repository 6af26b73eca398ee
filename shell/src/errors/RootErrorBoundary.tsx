import { Box, Button, Heading, Text } from '@pdpl/ui';
import { trackException } from '@pdpl/platform';
import { Component, type ReactNode } from 'react';
import { useShellMessages } from '../i18n';

/** How the page's root (a React root of its own) tells the frame's boundary of a render error. */
let showFrameFallback: (() => void) | null = null;

/**
 * Full-screen fallback for any render error anywhere (index-blog-admin.md §8). In the frame's root
 * it shows the fallback in place of the layout; in the page's root (`inPage`) it hands the error to
 * the frame's, so a page's error takes the whole screen too.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode; inPage?: boolean }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly fail = () => this.setState({ failed: true });

  componentDidMount() {
    if (!this.props.inPage) showFrameFallback = this.fail;
  }

  componentWillUnmount() {
    if (showFrameFallback === this.fail) showFrameFallback = null;
  }

  componentDidCatch(error: unknown) {
    console.error('Unhandled render error', error);
    trackException(`Render error: ${error instanceof Error ? error.message : String(error)}`, true);
    if (this.props.inPage) showFrameFallback?.();
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.props.inPage && showFrameFallback ? null : <ErrorFallback />;
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
