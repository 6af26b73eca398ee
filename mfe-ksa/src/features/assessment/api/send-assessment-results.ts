import { API_PATHS, type SendAssessmentResultsInput, type SendAssessmentResultsResponse } from '@pdpl/contracts';
import { apiRequest } from '@pdpl/platform';

/** The API stores the results, recomputes the score and e-mails them. */
export function sendAssessmentResults(input: SendAssessmentResultsInput): Promise<SendAssessmentResultsResponse> {
  return apiRequest(API_PATHS.assessmentResults, { method: 'POST', body: input });
}
