import { ANALYSIS_API_PATHS, type CollectionProgress } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchCollectionProgress(signal?: AbortSignal): Promise<CollectionProgress> {
  return apiRequest(ANALYSIS_API_PATHS.progress, { signal });
}
