import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { trackException } from './events';
import { trackEvent } from './gtag';
import { LARGE_RESOURCE_BYTES, PERFORMANCE_REPORT_DELAY_MS, rateWebVital, type RatedVital } from './ratings';

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' ? reason : JSON.stringify(reason) ?? String(reason);
}

/** Uncaught errors and unhandled promise rejections become non-fatal exception events. */
function watchErrors(): void {
  window.addEventListener('error', (event) => trackException(describe(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => trackException(`Unhandled rejection: ${describe(event.reason)}`));
}

function reportVital(name: string, value: number, rating: string, id: string): void {
  trackEvent('web_vitals', { metric_name: name, metric_value: Math.round(name === 'CLS' ? value * 1000 : value), metric_rating: rating, metric_id: id });
}

function reportRated({ name, value, id }: Metric): void {
  reportVital(name, value, rateWebVital(name as RatedVital, value), id);
}

/** Web vitals, rated with the spec's thresholds (first-input delay is measured directly: web-vitals 5+ dropped it). */
function watchWebVitals(): void {
  onLCP(reportRated);
  onCLS(reportRated);
  onINP(({ name, value, rating, id }) => reportVital(name, value, rating, id));
  if (!PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    const delay = entry.processingStart - entry.startTime;
    reportVital('FID', delay, rateWebVital('FID', delay), `fid-${Math.round(entry.startTime)}`);
    observer.disconnect();
  }).observe({ type: 'first-input', buffered: true });
}

function watchLargeResources(): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('resource')) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      const size = entry.transferSize || entry.encodedBodySize;
      if (size > LARGE_RESOURCE_BYTES) {
        trackEvent('large_resource', { resource_name: entry.name, resource_size: size, resource_type: entry.initiatorType });
      }
    }
  }).observe({ type: 'resource', buffered: true });
}

function reportPagePerformance(): void {
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!nav) return;
  trackEvent('page_performance', {
    dns_ms: Math.round(nav.domainLookupEnd - nav.domainLookupStart),
    connect_ms: Math.round(nav.connectEnd - nav.connectStart),
    ttfb_ms: Math.round(nav.responseStart - nav.requestStart),
    dom_content_loaded_ms: Math.round(nav.domContentLoadedEventEnd - nav.startTime),
    load_ms: Math.round(nav.loadEventEnd - nav.startTime),
    transfer_size: nav.transferSize,
  });
}

function schedulePerformanceReport(): void {
  const later = () => setTimeout(reportPagePerformance, PERFORMANCE_REPORT_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** Everything the site reports on its own, started once by the shell when analytics is on. */
export function startMonitoring(): void {
  watchErrors();
  watchWebVitals();
  watchLargeResources();
  schedulePerformanceReport();
}
