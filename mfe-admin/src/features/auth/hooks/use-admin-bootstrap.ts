import { AUTH_MESSAGES } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { bootstrapAdmin } from '../api/bootstrap-admin';

/**
 * On load the sign-in screen asks the server to set up the admin account (index-blog-admin.md
 * §2.5): true while that is under way. Only 'created' is announced; a failure is logged and the
 * form is shown anyway (the account may well exist).
 */
export function useAdminBootstrap(): boolean {
  const [settingUp, setSettingUp] = useState(true);
  useEffect(() => {
    let active = true;
    bootstrapAdmin()
      .then(({ status }) => {
        if (active && status === 'created') {
          notify({ type: 'success', title: AUTH_MESSAGES.adminCreatedTitle, description: AUTH_MESSAGES.adminCreatedBody });
        }
      })
      .catch((err: unknown) => console.error('Admin setup failed', err))
      .finally(() => active && setSettingUp(false));
    return () => {
      active = false;
    };
  }, []);
  return settingUp;
}
