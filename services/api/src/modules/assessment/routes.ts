import { API_PATHS, assessmentReportQuerySchema, sendAssessmentResultsSchema } from '@pdpl/contracts';
import { reportLimiter } from '../../http/rate-limit.js';
import { route, type RouteDeclaration } from '../../http/route.js';
import { siteOrigin } from '@pdpl/web';
import { assessmentReportPdf, sendAssessmentResults, type AssessmentDeps } from './service.js';
import { error, ok, ref } from '../../docs/openapi-parts.js';

/**
 * POST /api/assessment/results: 201 { id, delivery: 'sent' | 'outbox' }, or 502 EMAIL_FAILED (the row stays).
 * GET /api/assessment/report: the report as a PDF download. `siteUrl` (SITE_URL) is the origin of the
 * links in both; null: the origin the request came to.
 */
export function assessmentRoutes(deps: AssessmentDeps & { siteUrl: string | null }): RouteDeclaration[] {
  return [
    route({
      method: 'post',
      path: API_PATHS.assessmentResults,
      access: 'public-write',
      body: sendAssessmentResultsSchema,
      doc: {
        tag: 'Assessment',
        summary:
          'Store the self-assessment (score, level and failed questions recomputed from the answers) and e-mail the report (HTML with a plain-text alternative, in the request\'s locale). Without SMTP the e-mail is kept in the server outbox (delivery: outbox).',
        responses: {
          '201': ok('Stored and e-mailed (or kept in the outbox).', ref('SendResultsResponse')),
          '502': error('EMAIL_FAILED: the results were stored but the e-mail could not be sent.'),
        },
      },
      handler: async ({ req, body, res }) => res.status(201).json(await sendAssessmentResults(deps, body, siteOrigin(req, deps.siteUrl))),
    }),
    route({
      method: 'get',
      path: API_PATHS.assessmentReport,
      access: 'public',
      query: assessmentReportQuerySchema,
      limits: [reportLimiter()],
      doc: {
        tag: 'Assessment',
        summary:
          'The self-assessment report as an A4 PDF (score, level, every gap with its actions and provisions, strengths, method), scored from the answers (15 letters y/n in the order of the questions), in the locale asked for. Nothing is stored.',
        responses: { '200': { description: 'The PDF, as an attachment named pdpl-self-assessment-YYYY-MM-DD.pdf.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
      },
      handler: async ({ req, query, res }) => {
        const { pdf, fileName } = await assessmentReportPdf(query, siteOrigin(req, deps.siteUrl));
        // The answers are the visitor's own: no shared cache keeps them.
        res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"`, 'Cache-Control': 'private, no-store' }).send(pdf);
      },
    }),
  ];
}
