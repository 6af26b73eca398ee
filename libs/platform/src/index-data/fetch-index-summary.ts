import { API_PATHS, withEdition, type IndexSummary } from '@pdpl/contracts';
import { apiRequest } from '../api-client';

/** The summary's API path: the current edition's, or that of the published edition of `month`. */
export const indexSummaryPath = (month?: string) => withEdition(API_PATHS.indexSummary, month);

/** The current edition's summary, or that of the published edition of `month` (the index list and the KSA page's index section show it). */
export function fetchIndexSummary(signal?: AbortSignal, month?: string): Promise<IndexSummary> {
  return apiRequest(indexSummaryPath(month), { signal });
}
