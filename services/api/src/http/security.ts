import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { Config } from '../config.js';
import { cspDirectives, reportingEndpoints } from './csp.js';

/** Helmet with our CSP. No upgrade-insecure-requests: the local site runs on plain http. */
export function securityHeaders(runtime: Config['runtime']): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(runtime) },
    // Remote files are marked cross-origin where they are served (web/static.ts).
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  const endpoints = reportingEndpoints(runtime);
  return (req, res, next) => {
    res.setHeader('Reporting-Endpoints', endpoints);
    headers(req, res, next);
  };
}
