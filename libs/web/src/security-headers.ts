import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { cspDirectives, reportingEndpoints } from './csp.js';
import type { RuntimeSettings } from './settings/site.js';

/**
 * Helmet with the site's CSP (derived from `runtime`; none where no page is served: a remote's
 * files). No upgrade-insecure-requests: the local site runs on plain http. Files other origins
 * load are marked cross-origin where they are served (corsFor). Left out, four headers only old
 * browsers read (X-XSS-Protection: 0, X-Download-Options for IE 8, X-Permitted-Cross-Domain-Policies
 * for Flash, X-DNS-Prefetch-Control: off, which only slowed links to other hosts): ~120 bytes of
 * every response, which a page's document must fit into a new connection's first round trip with.
 */
export function securityHeaders(runtime: RuntimeSettings | null): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: runtime ? { useDefaults: false, directives: cspDirectives(runtime) } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xXssProtection: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xDnsPrefetchControl: false,
  });
  if (!runtime) return headers;
  const endpoints = reportingEndpoints(runtime);
  return (req, res, next) => {
    res.setHeader('Reporting-Endpoints', endpoints);
    headers(req, res, next);
  };
}
