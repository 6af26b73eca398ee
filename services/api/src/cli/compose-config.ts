/**
 * npm run config:compose -- --out <file>
 *
 * For static hosting (the shell on a CDN or a plain web server, no API serving it): writes the
 * shell's config.json exactly as the server would serve it, from the same environment variables
 * (REMOTE_*_URL, API_BASE_URL, ANALYTICS_ID; WEB_ROOT for remotes given as /remotes/<dir>/ paths)
 * and the page manifests the remotes publish beside their entries. Run it at each deployment, of
 * the shell or of a remote. Two remotes claiming one path, or a malformed manifest: exit code 1.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PageManifestError } from '@pdpl/contracts';
import { ConfigError, REPO_ROOT } from '../config.js';
import { createEnvReader } from '../env/reader.js';
import { readWebConfig } from '../env/web.js';
import { createLogger } from '../logger.js';
import { createPageCatalog } from '../web/page-catalog.js';
import { buildRuntimeConfig } from '../web/runtime-config.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new ConfigError(['Usage: npm run config:compose -- --out <shell dist>/config.json']);
  const reader = createEnvReader(process.env);
  const settings = readWebConfig(reader, REPO_ROOT);
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  const pages = await createPageCatalog(settings, createLogger('warn')).load();
  const json = `${JSON.stringify(buildRuntimeConfig(settings.runtime, pages), null, 2)}\n`;
  await writeFile(values.out, json);
  process.stdout.write(`Wrote ${values.out}: ${pages.length} pages\n`);
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof PageManifestError;
  process.stderr.write(`${known ? (err as Error).message : (err as Error).stack}\n`);
  process.exit(1);
});
