import { Navigate, useAuth, useLocation } from '@pdpl/platform';
import { Container, Heading, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';
import { Loading } from '../../../shared/Loading';

/**
 * Admin pages render only for a signed-in admin. Anyone else without a session goes to /auth, which
 * brings them back here after sign-in; a signed-in user without the admin role is told so.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const location = useLocation();
  if (loading) {
    return <Loading justify="center" py="16" />;
  }
  if (!user) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (user.role !== 'admin') {
    return (
      <Container maxW="xl" py="16" textAlign="center">
        <Heading as="h1" size="2xl" mb="3">
          Not allowed
        </Heading>
        <Text>Your account ({user.email}) does not have access to this page. Ask an administrator if you need it.</Text>
      </Container>
    );
  }
  return <>{children}</>;
}
