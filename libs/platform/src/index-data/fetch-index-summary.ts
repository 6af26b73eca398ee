import { API_PATHS, type IndexSummary } from '@pdpl/contracts';
import { apiRequest } from '../api-client';

/** The published edition's summary (the index list and the KSA page's index section both show it). */
export function fetchIndexSummary(signal?: AbortSignal): Promise<IndexSummary> {
  return apiRequest(API_PATHS.indexSummary, { signal });
}
