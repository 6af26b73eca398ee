import { AUTH_MESSAGES, INDEX_ROUTES, type SessionUser, type SignInChallenge } from '@pdpl/contracts';
import { acceptSignIn, submitSecondFactor, useAuth, useLocation, useNavigate } from '@pdpl/platform';
import { Box, Container, notify, Spinner, Text } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { RecoveryCodes } from '../../features/auth/components/RecoveryCodes';
import { SecondFactorForm } from '../../features/auth/components/SecondFactorForm';
import { SignInForm } from '../../features/auth/components/SignInForm';
import { useAdminBootstrap } from '../../features/auth/hooks/use-admin-bootstrap';
import { AuthCard } from '../../shared/AuthCard';

/**
 * /auth: admin sign-in. Signed-in users (already, or once the form succeeds) go back where they
 * came from, or to / (analysts: to the index editions). The session is the site's one auth store (useAuth), which the shell reads.
 */
export default function AuthPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { loading, user, signIn } = useAuth();
  const settingUp = useAdminBootstrap();
  // Without a page to return to, analysts start at the editions they manage; everyone else at home.
  const from = (location.state as { from?: string } | null)?.from ?? (user?.role === 'analyst' ? INDEX_ROUTES.editions : '/');
  const checking = loading || settingUp || user !== null;
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [issued, setIssued] = useState<{ user: SessionUser; codes: string[] } | null>(null);

  const signedIn = (signedInUser: SessionUser) => {
    notify({ type: 'success', title: AUTH_MESSAGES.welcomeTitle, description: AUTH_MESSAGES.welcomeBody });
    acceptSignIn(signedInUser);
  };

  useEffect(() => {
    if (!loading && user) navigate(from, { replace: true });
  }, [loading, user, from, navigate]);

  return (
    <Container maxW="md" py={{ base: '12', md: '20' }}>
      {checking ? (
        <Box display="flex" alignItems="center" gap="3" role="status">
          <Spinner color="brand.500" />
          <Text>{AUTH_MESSAGES.settingUp}</Text>
        </Box>
      ) : (
        <AuthCard title="Admin Sign In" intro="For the team that follows leads and publishes the index.">
          {issued ? (
            <RecoveryCodes codes={issued.codes} onDone={() => signedIn(issued.user)} />
          ) : challenge ? (
            <SecondFactorForm
              challenge={challenge}
              submit={submitSecondFactor}
              onRestart={() => setChallenge(null)}
              onDone={({ user: next, recoveryCodes }) => (recoveryCodes ? setIssued({ user: next, codes: recoveryCodes }) : signedIn(next))}
            />
          ) : (
            <SignInForm signIn={signIn} onChallenge={setChallenge} />
          )}
        </AuthCard>
      )}
    </Container>
  );
}
