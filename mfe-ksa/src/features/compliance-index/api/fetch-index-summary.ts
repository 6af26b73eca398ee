import { API_PATHS, type IndexSummary } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchIndexSummary(signal?: AbortSignal): Promise<IndexSummary> {
  return apiRequest(API_PATHS.indexSummary, { signal });
}
