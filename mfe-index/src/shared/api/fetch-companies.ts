import { API_PATHS, type CompanyListResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The current edition's companies, all of them (the compare page's choice). */
export function fetchCompanies(signal?: AbortSignal): Promise<CompanyListResponse> {
  return apiRequest(API_PATHS.companies, { signal });
}
