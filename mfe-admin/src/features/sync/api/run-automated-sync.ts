import { API_PATHS, type SyncRunResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function runAutomatedSync(): Promise<SyncRunResponse> {
  return apiRequest(API_PATHS.adminSyncRun, { method: 'POST' });
}
