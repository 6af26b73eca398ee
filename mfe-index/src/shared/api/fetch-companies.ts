import { API_PATHS, type CompanyListResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchCompanies(signal?: AbortSignal): Promise<CompanyListResponse> {
  return apiRequest(API_PATHS.companies, { signal });
}
