import helmet from 'helmet';
import type { RequestHandler, Response } from 'express';
import type { Config } from '../config.js';
import { cspDirectives, inlineScriptSource, reportingEndpoints } from './csp.js';

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

/** Lets this response run one inline script, by its hash (never 'unsafe-inline'). */
export function allowInlineScript(res: Response, source: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  const hash = inlineScriptSource(source);
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;)script-src ([^;]*)/, (_all, start: string, sources: string) => `${start}script-src ${sources} ${hash}`));
}
