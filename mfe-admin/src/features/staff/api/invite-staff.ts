import { API_PATHS, type InviteInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function inviteStaff(input: InviteInput): Promise<{ id: number }> {
  return apiRequest(API_PATHS.adminStaffInvitations, { method: 'POST', body: input });
}
