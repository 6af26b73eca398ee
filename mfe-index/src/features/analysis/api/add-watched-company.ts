import { ANALYSIS_API_PATHS, type WatchedCompanyInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** A refused company fails with the API's per-field messages (a taken id: `fields.id`). */
export function addWatchedCompany(input: WatchedCompanyInput): Promise<unknown> {
  return apiRequest(ANALYSIS_API_PATHS.companies, { method: 'POST', body: input });
}
