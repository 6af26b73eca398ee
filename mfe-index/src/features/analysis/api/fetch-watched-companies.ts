import { ANALYSIS_API_PATHS, type WatchedCompanyListResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchWatchedCompanies(): Promise<WatchedCompanyListResponse> {
  return apiRequest(ANALYSIS_API_PATHS.companies);
}
