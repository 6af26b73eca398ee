/**
 * How long requests take, by route: the pattern of the Express route that answered
 * (`/api/index/companies/:id`), or for a page's document the page's pattern in the page catalog
 * (`/PDPLComplianceIndex/:companyId`, `/ar/PDPLComplianceIndex/:companyId`), never the path asked
 * for, so the series stay few whatever URLs crawlers and scanners try; anything else is `other`
 * (files, 404s, redirects of unknown paths).
 */
import { findPage, localePath, type RoutedPage } from '@pdpl/contracts';
import type { Request, RequestHandler } from 'express';
import { Histogram, type Registry } from 'prom-client';
import { isNavigation } from '../page-route.js';

export const REQUEST_DURATION_METRIC = 'http_request_duration_seconds';
/** The route of a request no route or page pattern answered. */
export const OTHER_ROUTE = 'other';
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type RequestDuration = Histogram<'method' | 'route' | 'status_class'>;

export function requestDurationHistogram(registry: Registry): RequestDuration {
  return new Histogram({
    name: REQUEST_DURATION_METRIC,
    help: 'Time from a request to the end of its response, by route pattern (never the raw URL; other: none matched), method and status class (2xx...)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
}

export interface RequestMetricsOptions {
  /** The site's pages (its page catalog), naming a document's route; absent: this server sends no page documents. */
  pages?: () => Promise<readonly RoutedPage[]>;
}

/** The pattern of the Express route that answered, or null. */
function routePattern(req: Request, pathname: string): string | null {
  const declared = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof declared === 'string') return `${req.baseUrl}${declared}`;
  // One route for a few exact paths (the site's compressed documents): the one asked for.
  if (Array.isArray(declared) && pathname.startsWith(req.baseUrl) && declared.includes(pathname.slice(req.baseUrl.length))) return pathname;
  return null;
}

/** The declared pattern of the page at `pathname` (in its language), or `other`. */
export function pagePattern(pages: readonly RoutedPage[], pathname: string): string {
  const found = findPage(pages, pathname);
  return found ? localePath(found.page.path, found.locale) : OTHER_ROUTE;
}

/** First in the app: observes every response as it ends. */
export function requestMetrics(histogram: RequestDuration, options: RequestMetricsOptions = {}): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(req.method) ? req.method : 'OTHER';
      const statusClass = `${Math.floor(res.statusCode / 100)}xx`;
      // In this order in the exposition, as the labels are given.
      const observe = (route: string) => histogram.observe({ method, route, status_class: statusClass }, seconds);
      const pathname = req.originalUrl.split('?')[0] ?? '/';
      const route = routePattern(req, pathname);
      if (route !== null || !options.pages || !isNavigation(req)) observe(route ?? OTHER_ROUTE);
      // The catalog is the one the page route has just read: no fetch here.
      else options.pages().then((pages) => observe(pagePattern(pages, pathname)), () => observe(OTHER_ROUTE));
    });
    next();
  };
}
