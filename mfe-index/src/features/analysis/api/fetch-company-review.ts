import { ANALYSIS_API_PATHS, type CompanyReview } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The company's review for `month` (YYYY-MM), or for its newest analysed month. */
export function fetchCompanyReview(companyId: string, month: string | undefined, signal?: AbortSignal): Promise<CompanyReview> {
  const query = month ? `?month=${encodeURIComponent(month)}` : '';
  return apiRequest(`${ANALYSIS_API_PATHS.review(companyId)}${query}`, { signal });
}
