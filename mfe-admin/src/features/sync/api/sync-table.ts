import { API_PATHS, type SyncableTable, type SyncResult } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function syncTable(table: SyncableTable): Promise<SyncResult> {
  return apiRequest(API_PATHS.adminSyncTable(table), { method: 'POST' });
}
