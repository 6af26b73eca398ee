import { availableParallelism } from 'node:os';
import { readOneUrlSettings, readSiteSettings, type EnvReader, type RuntimeSettings } from '@pdpl/web';

export interface WebConfig {
  web: {
    serve: boolean;
    root: string;
    /** The site's public origin for canonical URLs, the sitemap and share tags; null: the request's. */
    siteUrl: string | null;
    /** How often the remotes' manifests and builds are read again (a remote deployed alone is picked up). */
    manifestRefreshSeconds: number;
    /** The bound of the cache of rendered index pages, in bytes (RENDERED_PAGES_CACHE_MB). */
    renderedPagesCacheBytes: number;
    /** Worker threads the render queue renders the index's pages with (RENDER_THREADS). */
    renderThreads: number;
  };
  /** What /config.json tells the shell, apart from the pages; the API's CSP derives from it too. */
  runtime: RuntimeSettings;
}

/** The front-end settings (env block of config.ts): the site's (@pdpl/web, as the shell's image reads them), and whether and from where this server serves it. */
export function readWebConfig(reader: EnvReader, repoRoot: string): WebConfig {
  const { serve, root } = readOneUrlSettings(reader, repoRoot);
  const { runtime, siteUrl, manifestRefreshSeconds, renderedPagesCacheBytes } = readSiteSettings(reader);
  /** RENDER_THREADS: worker threads rendering the index's pages when this instance takes the render queue. Default: the cores but one (visitors' requests keep one), at least 1, at most 4. */
  const renderThreads = reader.int('RENDER_THREADS', Math.max(1, Math.min(4, availableParallelism() - 1)), 1, 16);
  return { web: { serve, root, siteUrl, manifestRefreshSeconds, renderedPagesCacheBytes, renderThreads }, runtime };
}
