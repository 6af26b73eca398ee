import { API_PATHS, sendAssessmentResultsSchema } from '@pdpl/contracts';
import { route, type RouteDeclaration } from '../../http/route.js';
import { sendAssessmentResults, type AssessmentDeps } from './service.js';

/** POST /api/assessment/results: 201 { id, delivery: 'sent' | 'outbox' }, or 502 EMAIL_FAILED (the row stays). */
export function assessmentRoutes(deps: AssessmentDeps): RouteDeclaration[] {
  return [
    route({
      method: 'post',
      path: API_PATHS.assessmentResults,
      access: 'public-write',
      body: sendAssessmentResultsSchema,
      handler: async ({ body, res }) => res.status(201).json(await sendAssessmentResults(deps, body)),
    }),
  ];
}
