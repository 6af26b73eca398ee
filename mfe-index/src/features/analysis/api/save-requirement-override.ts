import { ANALYSIS_API_PATHS, type RequirementOverrideInput } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

export function saveRequirementOverride(companyId: string, input: RequirementOverrideInput): Promise<unknown> {
  return apiRequest(ANALYSIS_API_PATHS.overrides(companyId), { method: 'POST', body: input });
}
