import { ANALYSIS_API_PATHS, type CollectionScheduleInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function saveCollectionSchedule(input: CollectionScheduleInput): Promise<unknown> {
  return apiRequest(ANALYSIS_API_PATHS.schedule, { method: 'PUT', body: input });
}
