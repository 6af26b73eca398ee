import { API_PATHS, type DataRequestInput, type ErasureResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function eraseSubject(input: DataRequestInput): Promise<ErasureResponse> {
  return apiRequest(API_PATHS.adminDataRequestErasure, { method: 'POST', body: input });
}
