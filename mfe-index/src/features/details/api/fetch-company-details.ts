import { API_PATHS, withEdition, type CompanyDetails } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The details' API path, in the current edition or the published edition of `month`. */
export const companyDetailsPath = (companyId: string, month?: string) => withEdition(API_PATHS.companyDetails(companyId), month);

/** The company's 19 dimension sections, already in the spec's fixed display order (§3), in the current edition or that of `month`. */
export function fetchCompanyDetails(companyId: string, signal?: AbortSignal, month?: string): Promise<CompanyDetails> {
  return apiRequest(companyDetailsPath(companyId, month), { signal });
}
