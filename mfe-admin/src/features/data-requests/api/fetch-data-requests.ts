import { API_PATHS, type DataRequestLogResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function fetchDataRequests(): Promise<DataRequestLogResponse> {
  return apiRequest(API_PATHS.adminDataRequests);
}
