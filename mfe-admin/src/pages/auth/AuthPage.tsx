import { AUTH_MESSAGES } from '@pdpl/contracts';
import { useAuth, useLocation, useNavigate } from '@pdpl/platform';
import { Box, Container, Heading, RemoteRoot, Spinner, Text } from '@pdpl/ui';
import { useEffect } from 'react';
import { SignInForm } from '../../features/auth/components/SignInForm';
import { useAdminBootstrap } from '../../features/auth/hooks/use-admin-bootstrap';

/**
 * /auth: admin sign-in. Signed-in users (already, or once the form succeeds) go back where they
 * came from, or to /. The session is the site's one auth store (useAuth), which the shell reads.
 */
export default function AuthPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { loading, user, signIn } = useAuth();
  const settingUp = useAdminBootstrap();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const checking = loading || settingUp || user !== null;

  useEffect(() => {
    if (!loading && user) navigate(from, { replace: true });
  }, [loading, user, from, navigate]);

  return (
    <RemoteRoot remote="mfe_admin" build={__BUILD_ID__}>
      <Container maxW="md" py={{ base: '12', md: '20' }}>
        {checking ? (
          <Box display="flex" alignItems="center" gap="3" role="status">
            <Spinner color="brand.500" />
            <Text>{AUTH_MESSAGES.settingUp}</Text>
          </Box>
        ) : (
          <Box borderWidth="1px" borderRadius="xl" p="8">
            <Heading as="h1" size="2xl" mb="2">
              Admin Sign In
            </Heading>
            <Text color="fg.muted" mb="6">
              For the team that follows leads and publishes the index.
            </Text>
            <SignInForm signIn={signIn} />
          </Box>
        )}
      </Container>
    </RemoteRoot>
  );
}
