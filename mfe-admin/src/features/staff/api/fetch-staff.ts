import { API_PATHS, type StaffListResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchStaff(): Promise<StaffListResponse> {
  return apiRequest(API_PATHS.adminStaff);
}
