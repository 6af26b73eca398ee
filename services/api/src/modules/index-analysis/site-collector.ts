/**
 * The server's collector: one per process, shared by every collection job it runs, so its host queue
 * keeps one request at a time per host and its bound on requests in flight across jobs.
 */
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import { createCollector } from '../collection/collect-site.js';
import type { CollectSite } from './collect-company.js';

const orUndefined = (url: string) => url || undefined;

export function siteCollectorOf(config: Config, logger: Logger): CollectSite {
  const collector = createCollector(config.collection);
  if (config.collection.allowHosts.length > 0) logger.warn({ hosts: config.collection.allowHosts }, 'The collector may reach these hosts on any address (INDEX_COLLECT_ALLOW_HOSTS)');
  return (company) =>
    collector.collect(company.website, {
      privacy: { en: orUndefined(company.privacyUrl), ar: orUndefined(company.privacyUrlAr) },
      cookies: { en: orUndefined(company.cookieUrl), ar: orUndefined(company.cookieUrlAr) },
    });
}
