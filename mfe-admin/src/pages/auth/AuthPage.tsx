import { Box, Container, Heading, RemoteRoot, Spinner, Text } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { getSession } from '../../features/auth/api/get-session';
import { SignInForm } from '../../features/auth/components/SignInForm';
import { useLocation, useNavigate } from '@pdpl/platform';

/** /auth: admin sign-in. Signed-in users go back where they came from, or to /. */
export default function AuthPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [checking, setChecking] = useState(true);
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  useEffect(() => {
    let active = true;
    getSession()
      .then(({ user }) => {
        if (active && user) navigate(from, { replace: true });
      })
      .catch((err: unknown) => console.error('Could not read the session', err))
      .finally(() => active && setChecking(false));
    return () => {
      active = false;
    };
  }, [from, navigate]);

  return (
    <RemoteRoot remote="mfe_admin" build={__BUILD_ID__}>
      <Container maxW="md" py={{ base: '12', md: '20' }}>
        {checking ? (
          <Box display="flex" alignItems="center" gap="3" role="status">
            <Spinner color="brand.500" />
            <Text>Setting up admin access...</Text>
          </Box>
        ) : (
          <Box borderWidth="1px" borderRadius="xl" p="8">
            <Heading as="h1" size="2xl" mb="2">
              Admin Sign In
            </Heading>
            <Text color="fg.muted" mb="6">
              For the team that follows leads and publishes the index.
            </Text>
            <SignInForm onSignedIn={() => navigate(from, { replace: true })} />
          </Box>
        )}
      </Container>
    </RemoteRoot>
  );
}
