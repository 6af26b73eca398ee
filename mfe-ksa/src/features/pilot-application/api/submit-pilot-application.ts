import { API_PATHS, type PilotApplicationInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function submitPilotApplication(input: PilotApplicationInput): Promise<{ id: string }> {
  return apiRequest(API_PATHS.pilotApplication, { method: 'POST', body: input });
}
