import { API_PATHS, sendAssessmentResultsSchema } from '@pdpl/contracts';
import { route, type RouteDeclaration } from '../../http/route.js';
import { sendAssessmentResults, type AssessmentDeps } from './service.js';
import { error, ok, ref } from '../../docs/openapi-parts.js';

/** POST /api/assessment/results: 201 { id, delivery: 'sent' | 'outbox' }, or 502 EMAIL_FAILED (the row stays). */
export function assessmentRoutes(deps: AssessmentDeps): RouteDeclaration[] {
  return [
    route({
      method: 'post',
      path: API_PATHS.assessmentResults,
      access: 'public-write',
      body: sendAssessmentResultsSchema,
      doc: {
        tag: 'Assessment',
        summary:
          'Store the self-assessment (score, level and failed questions recomputed from the answers) and e-mail the results. Without SMTP the e-mail is kept in the server outbox (delivery: outbox).',
        responses: {
          '201': ok('Stored and e-mailed (or kept in the outbox).', ref('SendResultsResponse')),
          '502': error('EMAIL_FAILED: the results were stored but the e-mail could not be sent.'),
        },
      },
      handler: async ({ body, res }) => res.status(201).json(await sendAssessmentResults(deps, body)),
    }),
  ];
}
