import { API_PATHS, type DataRequestInput, type SubjectExport } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function exportSubject(input: DataRequestInput): Promise<SubjectExport> {
  return apiRequest(API_PATHS.adminDataRequestExport, { method: 'POST', body: input });
}
