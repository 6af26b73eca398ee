/**
 * npm run config:compose -- --out <file>
 *
 * For static hosting (the shell on a CDN or a plain web server, no server of ours composing it):
 * writes the shell's config.json exactly as the servers would serve it, from the same environment
 * variables (settings/site.ts; WEB_ROOT for remotes given as /remotes/<dir>/ paths) and the page
 * manifests the remotes publish beside their entries. Run it at each deployment, of the shell or
 * of a remote. Two remotes claiming one path, or a malformed manifest: exit code 1.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PageManifestError } from '@pdpl/contracts';
import { createLogger } from '../logger.js';
import { createPageCatalog } from '../page-catalog.js';
import { buildRuntimeConfig } from '../runtime-config.js';
import { ConfigError, createEnvReader } from '../settings/env-reader.js';
import { readOneUrlSettings } from '../settings/one-url.js';
import { readSiteSettings } from '../settings/site.js';

/** This file is libs/web/dist/bin/compose-config.js: WEB_ROOT's default is the repository root. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new ConfigError(['Usage: npm run config:compose -- --out <shell dist>/config.json']);
  const reader = createEnvReader(process.env);
  const local = readOneUrlSettings(reader, REPO_ROOT);
  const site = readSiteSettings(reader);
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  const catalog = createPageCatalog({ runtime: site.runtime, localRoot: local.serve ? local.root : null }, createLogger('config-compose', 'warn'));
  const config = buildRuntimeConfig(site.runtime, await catalog.load());
  await writeFile(values.out, `${JSON.stringify(config, null, 2)}\n`);
  process.stdout.write(`Wrote ${values.out}: ${config.pages.length} pages\n`);
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof PageManifestError;
  process.stderr.write(`${known ? (err as Error).message : (err as Error).stack}\n`);
  process.exit(1);
});
