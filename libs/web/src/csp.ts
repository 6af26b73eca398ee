/**
 * The Content-Security-Policy of the site's documents, derived from the runtime config: one policy
 * for every server of the site (the API's responses too).
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { API_PATHS } from '@pdpl/contracts';
import { originOf } from './settings/env-reader.js';
import type { RuntimeSettings } from './settings/site.js';

const GOOGLE_TAG_MANAGER = 'https://www.googletagmanager.com';
/** What Google documents for GA4 beacons (www, regional and *.analytics.google.com hosts). */
const GOOGLE_ANALYTICS_CONNECT = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  GOOGLE_TAG_MANAGER,
];

/** The Content-Security-Policy directives for the site and the API, derived from the runtime config. */
export function cspDirectives(runtime: RuntimeSettings): Record<string, string[]> {
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

/** The API's report endpoint: on its own origin when pages come from another (the shell's image). */
const cspReportUrl = (runtime: RuntimeSettings) => `${runtime.apiBaseUrl}${API_PATHS.cspReports}`;

/** The Reporting-Endpoints header naming the group of report-to. */
export function reportingEndpoints(runtime: RuntimeSettings): string {
  return `${CSP_REPORT_GROUP}="${cspReportUrl(runtime)}"`;
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

/** Lets this response run one inline script, by its hash (never 'unsafe-inline'). */
export function allowInlineScript(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, source: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
  res.setHeader('Content-Security-Policy', policy.replace(/(^|;\s*)script-src ([^;]*)/, (_all, start: string, sources: string) => `${start}script-src ${sources} ${hash}`));
}
