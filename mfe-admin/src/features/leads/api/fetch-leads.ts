import { API_PATHS, leadsQueryString, type LeadsFilter, type LeadsPage } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchLeads(filter: LeadsFilter, signal?: AbortSignal): Promise<LeadsPage> {
  return apiRequest(`${API_PATHS.adminLeads}${leadsQueryString(filter)}`, { signal });
}
