import { API_PATHS, type LeadDetail, type SyncableTable } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchLead(table: SyncableTable, id: string, signal?: AbortSignal): Promise<LeadDetail> {
  return apiRequest(API_PATHS.adminLead(table, id), { signal });
}
