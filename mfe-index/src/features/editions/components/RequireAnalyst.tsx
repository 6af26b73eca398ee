import { RequireRole } from '@pdpl/platform';
import { NotAllowed } from '@pdpl/ui';
import type { ReactNode } from 'react';
import { Loading } from '../../../shared/Loading';
import { EDITION_ROLES } from '../../../shared/edition-roles';

/** The analysts' pages: for index analysts and admins. */
export function RequireAnalyst({ children }: { children: ReactNode }) {
  return (
    <RequireRole roles={EDITION_ROLES} pending={<Loading justify="center" py="16" />} denied={(user) => <NotAllowed email={user.email} />}>
      {children}
    </RequireRole>
  );
}
