import { existsSync } from 'node:fs';
import { readOneUrlSettings, readSiteSettings, toOrigin, type EnvReader, type RuntimeSettings } from '@pdpl/web';

/** Debian's package, as the README's test command installs it. */
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export interface WebConfig {
  web: {
    serve: boolean;
    root: string;
    /** The site's public origin for canonical URLs, the sitemap and share tags; null: the request's. */
    siteUrl: string | null;
    /** The Chromium that renders public pages ahead; null: pages arrive unrendered. */
    prerenderChromium: string | null;
    /** Where that Chromium opens the pages when this server does not serve them (the shell's server); null: this server. */
    prerenderOrigin: string | null;
    /** How often the remotes' manifests and builds are read again (a remote deployed alone is picked up). */
    manifestRefreshSeconds: number;
  };
  /** What /config.json tells the shell, apart from the pages; the API's CSP derives from it too. */
  runtime: RuntimeSettings;
}

/**
 * The front-end settings (env block of config.ts): the site's (@pdpl/web, as the shell's image reads
 * them), whether and from where this server serves it, and the API's own page renderer.
 */
export function readWebConfig(reader: EnvReader, repoRoot: string): WebConfig {
  const { read, bool, problems } = reader;
  const { serve, root } = readOneUrlSettings(reader, repoRoot);
  const { runtime, siteUrl, manifestRefreshSeconds } = readSiteSettings(reader);

  /** PRERENDER: render public pages ahead in a headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Default true when that exists. */
  const chromiumPath = read('CHROMIUM_PATH') ?? DEFAULT_CHROMIUM;
  const prerender = bool('PRERENDER', existsSync(chromiumPath));
  /**
   * PRERENDER_ORIGIN: with SERVE_WEB=false, the shell's server as this server reaches it: public pages
   * are rendered ahead from there and handed to it (API_PATHS.pageSnapshot). Default none.
   */
  const prerenderOriginRaw = serve ? null : (read('PRERENDER_ORIGIN') ?? null);
  const prerenderOrigin = prerenderOriginRaw ? toOrigin(prerenderOriginRaw) : null;
  if (prerenderOriginRaw && !prerenderOrigin) problems.push('PRERENDER_ORIGIN must be an http(s) origin, e.g. http://shell:8080');
  const renders = prerender && (serve || prerenderOrigin !== null);
  if (renders && !existsSync(chromiumPath)) problems.push(`PRERENDER needs Chromium: ${chromiumPath} does not exist (set CHROMIUM_PATH, or PRERENDER=false)`);

  return {
    web: { serve, root, siteUrl, prerenderChromium: renders ? chromiumPath : null, prerenderOrigin, manifestRefreshSeconds },
    runtime,
  };
}
