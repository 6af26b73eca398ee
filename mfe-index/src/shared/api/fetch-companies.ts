import { API_PATHS, withEdition, type CompanyListResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The current edition's companies, or those of the published edition of `month` (YYYY-MM). */
export function fetchCompanies(signal?: AbortSignal, month?: string): Promise<CompanyListResponse> {
  return apiRequest(withEdition(API_PATHS.companies, month), { signal });
}
