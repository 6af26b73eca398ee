/**
 * The Content-Security-Policy of the site's documents, derived from the runtime config. Apart from
 * helmet (http/security.ts) so the shell's static server (infra/static-server) sends the same policy.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { API_PATHS } from '@pdpl/contracts';
import type { WebConfig } from '../env/web.js';
import { originOf } from '../env/reader.js';

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
/** What Google documents for GA4 beacons (www, regional and *.analytics.google.com hosts). */
const GOOGLE_ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  GOOGLE_TAG_MANAGER,
];

/** The Content-Security-Policy directives for the site and the API, derived from the runtime config. */
export function cspDirectives(runtime: WebConfig['runtime']): Record<string, string[]> {
  const remoteOrigins = unique(Object.values(runtime.remotes).map(originOf));
  const apiOrigin = unique([originOf(runtime.apiBaseUrl)]);
  const analytics = runtime.analyticsId !== null;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...(analytics ? [GOOGLE_TAG_MANAGER] : [])],
    // Chakra UI (emotion) injects <style> elements at run time; a remote may ship its own CSS.
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', ...remoteOrigins],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'connect-src': unique(["'self'", ...remoteOrigins, ...apiOrigin, ...(analytics ? GOOGLE_ANALYTICS_CONNECT : [])]),
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    // Browsers report violations to the API, which logs them (report-uri for those without report-to).
    'report-uri': [cspReportUrl(runtime)],
    'report-to': [CSP_REPORT_GROUP],
  };
}

const CSP_REPORT_GROUP = 'csp';

/** The API's report endpoint: on its own origin when pages come from another (the shell's static server). */
const cspReportUrl = (runtime: WebConfig['runtime']) => `${runtime.apiBaseUrl}${API_PATHS.cspReports}`;

/** The Reporting-Endpoints header naming the group of report-to. */
export function reportingEndpoints(runtime: WebConfig['runtime']): string {
  return `${CSP_REPORT_GROUP}="${cspReportUrl(runtime)}"`;
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

/** The policy as a header value. */
export function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Lets this response run one inline script, by its hash (never 'unsafe-inline'). Plain Node
 * responses too: the shell's static server sends the same documents, its policy from cspHeader
 * (directives joined by "; ", helmet's by ";").
 */
export function allowInlineScript(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, source: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;\s*)script-src ([^;]*)/, (_all, start: string, sources: string) => `${start}script-src ${sources} ${hash}`));
}
