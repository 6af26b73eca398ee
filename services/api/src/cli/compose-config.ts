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
import { createLogger } from '../logger.js';
import { runtimeConfigComposer } from '../web/runtime-config-composer.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new ConfigError(['Usage: npm run config:compose -- --out <shell dist>/config.json']);
  const config = await runtimeConfigComposer(process.env, REPO_ROOT, createLogger('warn')).load();
  await writeFile(values.out, `${JSON.stringify(config, null, 2)}\n`);
  process.stdout.write(`Wrote ${values.out}: ${config.pages.length} pages\n`);
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof PageManifestError;
  process.stderr.write(`${known ? (err as Error).message : (err as Error).stack}\n`);
  process.exit(1);
});
