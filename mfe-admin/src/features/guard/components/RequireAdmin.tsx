import { RequireRole } from '@pdpl/platform';
import { NotAllowed } from '@pdpl/ui';
import type { ReactNode } from 'react';
import { Loading } from '../../../shared/Loading';

/** Admin pages render only for a signed-in admin (RequireRole sends anyone signed out to /auth). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireRole roles={['admin']} pending={<Loading justify="center" py="16" />} denied={(user) => <NotAllowed email={user.email} />}>
      {children}
    </RequireRole>
  );
}
