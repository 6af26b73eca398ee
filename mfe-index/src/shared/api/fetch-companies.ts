import { API_PATHS, withEdition, type CompanyListResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The list's API path: the current edition's, or that of the published edition of `month` (YYYY-MM). */
export const companiesPath = (month?: string) => withEdition(API_PATHS.companies, month);

/** The current edition's companies, or those of the published edition of `month` (YYYY-MM). */
export function fetchCompanies(signal?: AbortSignal, month?: string): Promise<CompanyListResponse> {
  return apiRequest(companiesPath(month), { signal });
}
