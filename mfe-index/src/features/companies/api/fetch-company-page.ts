import { companyPagePath, type CompanyPageResponse, type ListQuery } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** One page of the list the reader asked for: of the current edition, or of the published edition of `month` (YYYY-MM). */
export function fetchCompanyPage(signal: AbortSignal, query: ListQuery, month?: string): Promise<CompanyPageResponse> {
  return apiRequest(companyPagePath(query, month), { signal });
}
