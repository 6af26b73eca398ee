import { API_PATHS, type StaffAuditResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchStaffAudit(): Promise<StaffAuditResponse> {
  return apiRequest(API_PATHS.adminStaffAudit);
}
