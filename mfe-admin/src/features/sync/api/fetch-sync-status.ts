import { API_PATHS, type SyncStatusResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchSyncStatus(): Promise<SyncStatusResponse> {
  return apiRequest(API_PATHS.adminSyncStatus);
}
