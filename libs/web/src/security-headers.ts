import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { cspDirectives, reportingEndpoints } from './csp.js';
import type { RuntimeSettings } from './settings/site.js';

/**
 * Helmet with the site's CSP (derived from `runtime`; none where no page is served: a remote's
 * files). No upgrade-insecure-requests: the local site runs on plain http. Files other origins
 * load are marked cross-origin where they are served (corsFor).
 */
export function securityHeaders(runtime: RuntimeSettings | null): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: runtime ? { useDefaults: false, directives: cspDirectives(runtime) } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  if (!runtime) return headers;
  const endpoints = reportingEndpoints(runtime);
  return (req, res, next) => {
    res.setHeader('Reporting-Endpoints', endpoints);
    headers(req, res, next);
  };
}
