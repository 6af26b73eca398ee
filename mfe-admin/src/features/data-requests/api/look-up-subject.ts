import { API_PATHS, type DataRequestInput, type SubjectLookupResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function lookUpSubject(input: DataRequestInput): Promise<SubjectLookupResponse> {
  return apiRequest(API_PATHS.adminDataRequestLookup, { method: 'POST', body: input });
}
