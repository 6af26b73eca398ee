import { API_PATHS } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export type StaffAction = 'disable' | 'enable' | 'password-reset';

const PATH: Record<StaffAction, (id: number) => string> = {
  disable: API_PATHS.adminStaffDisable,
  enable: API_PATHS.adminStaffEnable,
  'password-reset': API_PATHS.adminStaffPasswordReset,
};

export function changeStaffAccess(id: number, action: StaffAction): Promise<void> {
  return apiRequest(PATH[action](id), { method: 'POST' });
}
