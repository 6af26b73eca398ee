import { API_PATHS, type SyncLogsResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchSyncLogs(): Promise<SyncLogsResponse> {
  return apiRequest(API_PATHS.adminSyncLogs);
}
