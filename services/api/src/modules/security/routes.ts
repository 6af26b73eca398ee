import express from 'express';
import { API_PATHS } from '@pdpl/contracts';
import { rateLimit } from 'express-rate-limit';
import { route, type RouteDeclaration } from '../../http/route.js';

/** Both report formats browsers send: report-uri's application/csp-report, report-to's reports+json. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
const MAX_FIELD = 300;

interface CspReport {
  'document-uri'?: unknown;
  documentURL?: unknown;
  'violated-directive'?: unknown;
  effectiveDirective?: unknown;
  'blocked-uri'?: unknown;
  blockedURL?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_FIELD) : undefined);

/** The violations of one request body, reduced to what an operator needs, whatever shape it came in. */
function violationsOf(body: unknown): Record<string, string | undefined>[] {
  const reports: unknown[] = Array.isArray(body) ? body.slice(0, 20).map((r) => (r as { body?: unknown })?.body) : [(body as { 'csp-report'?: unknown })?.['csp-report']];
  return reports
    .filter((r): r is CspReport => typeof r === 'object' && r !== null)
    .map((r) => ({
      document: text(r['document-uri'] ?? r.documentURL),
      directive: text(r['violated-directive'] ?? r.effectiveDirective),
      blocked: text(r['blocked-uri'] ?? r.blockedURL),
    }));
}

/** Logs Content-Security-Policy violations as security events; always 204, never an error to a browser. */
export function securityRoutes(): RouteDeclaration[] {
  return [
    route({
      method: 'post',
      path: API_PATHS.cspReports,
      access: 'public',
      doc: {
        tag: 'Operations',
        summary: 'Content-Security-Policy violation reports from browsers; logged as security events. Always 204.',
        requestBody: { content: { 'application/csp-report': { schema: { type: 'object' } }, 'application/reports+json': { schema: { type: 'array' } } } },
        responses: { '204': { description: 'Received.' } },
      },
      limits: [rateLimit({ windowMs: 60_000, limit: 60, standardHeaders: 'draft-8', legacyHeaders: false, handler: (_req, res) => res.status(204).end() })],
      before: [express.json({ type: REPORT_TYPES, limit: '16kb' })],
      handler: ({ req, res }) => {
        for (const violation of violationsOf(req.body)) req.log?.warn({ event: 'security.csp_violation', ...violation }, 'Content-Security-Policy violation');
        res.status(204).end();
      },
    }),
  ];
}
