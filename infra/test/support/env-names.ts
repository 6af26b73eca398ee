/**
 * The environment variables each container image reads, from the source of its settings: every
 * `read('NAME')`, `bool`, `int` or `secret` call and every doc comment opening with `NAME, NAME and
 * NAME:` in services/api/src/config.ts and src/env/*.ts, and in the settings of @pdpl/web
 * (libs/web/src/settings: the site's, the one-URL server's and the static server's; REMOTE_*_URL
 * are read through a table), and in services/observer/src/config.ts for the observer.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../support-k8s/render.js';

const NAME = '[A-Z][A-Z0-9_]+';
const READ_CALL = new RegExp(`\\b(?:read|bool|int|secret)\\(\\s*'(${NAME})'`, 'g');
const DOC_HEADING = new RegExp(`/\\*\\*\\s*(${NAME}(?:(?:,\\s*|\\s+and\\s+)${NAME})*)\\s*:`, 'g');

/** Names a source reads with read('NAME') and the like. */
function readCalls(source: string): string[] {
  return [...source.matchAll(READ_CALL)].map(([, name]) => name as string);
}

function namesReadIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const name of readCalls(source)) names.add(name);
    for (const [, heading] of source.matchAll(DOC_HEADING)) for (const name of (heading as string).match(new RegExp(NAME, 'g')) ?? []) names.add(name);
  }
  return names;
}

const API_SRC = path.join(REPO_ROOT, 'services', 'api', 'src');
const WEB_SETTINGS = path.join(REPO_ROOT, 'libs', 'web', 'src', 'settings');
/** The site's settings, read alike by the API (the one-URL server) and the shell's image. */
const SITE_SETTINGS = path.join(WEB_SETTINGS, 'site.ts');
const API_CONFIG_FILES = [
  path.join(API_SRC, 'config.ts'),
  ...readdirSync(path.join(API_SRC, 'env')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(API_SRC, 'env', f)),
  SITE_SETTINGS,
  path.join(WEB_SETTINGS, 'one-url.ts'),
];

/** Every variable the API reads. */
export const API_ENV = namesReadIn(API_CONFIG_FILES);

/** Variables the API reads by a literal call whose name no doc comment of its configuration mentions. */
export function undocumentedApiReads(): string[] {
  const sources = API_CONFIG_FILES.map((file) => readFileSync(file, 'utf8'));
  const comments = sources.flatMap((source) => source.match(/\/\*\*[\s\S]*?\*\//g) ?? []).join('\n');
  return sources.flatMap(readCalls).filter((name) => !new RegExp(`\\b${name}\\b`).test(comments));
}

/**
 * The front-end containers: what the static server's settings read, and for the shell also the
 * site's settings (/config.json, canonical URLs), which it reads as the one-URL server does.
 */
export const REMOTE_ENV = namesReadIn([path.join(WEB_SETTINGS, 'static-server.ts')]);
export const SHELL_ENV = new Set([...REMOTE_ENV, ...namesReadIn([SITE_SETTINGS])]);

/** The observer's CronJob: what services/observer/src/config.ts reads (`read('NAME')`, `int('NAME', ...)`). */
export const OBSERVER_ENV = namesReadIn([path.join(REPO_ROOT, 'services', 'observer', 'src', 'config.ts')]);
