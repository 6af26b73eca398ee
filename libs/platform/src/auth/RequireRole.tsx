import type { SessionUser } from '@pdpl/contracts';
import type { ReactNode } from 'react';
import { Navigate, useRouterLocation } from '../routing';
import { useAuth } from './AuthProvider';

export interface RequireRoleProps {
  roles: readonly SessionUser['role'][];
  children: ReactNode;
  /** Shown while the session is read. */
  pending?: ReactNode;
  /** Shown to a signed-in user without one of `roles`. Render props because this library has no UI kit of its own. */
  denied: (user: SessionUser) => ReactNode;
}

/**
 * Staff pages render only for a signed-in user with one of `roles`. Anyone without a session goes
 * to /auth, which brings them back here after sign-in; a signed-in user with another role gets `denied`.
 */
export function RequireRole({ roles, children, pending = null, denied }: RequireRoleProps) {
  const { loading, user } = useAuth();
  const location = useRouterLocation();
  if (loading) return <>{pending}</>;
  if (!user) return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (!roles.includes(user.role)) return <>{denied(user)}</>;
  return <>{children}</>;
}
