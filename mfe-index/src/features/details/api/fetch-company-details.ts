import { API_PATHS, type CompanyDetails } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The company's 19 dimension sections, already in the spec's fixed display order (§3). */
export function fetchCompanyDetails(companyId: string, signal?: AbortSignal): Promise<CompanyDetails> {
  return apiRequest(API_PATHS.companyDetails(companyId), { signal });
}
