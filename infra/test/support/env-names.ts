/**
 * The environment variables each container image reads. The API's come from its source: every
 * `read('NAME')`, `bool`, `int` or `secret` call and every doc comment opening with `NAME, NAME and
 * NAME:` in services/api/src/config.ts and src/env/*.ts (REMOTE_*_URL are read through a table).
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
const API_CONFIG_FILES = [
  path.join(API_SRC, 'config.ts'),
  ...readdirSync(path.join(API_SRC, 'env')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(API_SRC, 'env', f)),
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
 * The front-end containers: what infra/static-server/settings.js reads (`env.NAME`), and for the
 * shell also what it composes /config.json from: the API's web settings (src/env/web.ts), read by
 * the API's own built module inside the shell's image.
 */
export const REMOTE_ENV = new Set(
  [...readFileSync(path.join(REPO_ROOT, 'infra', 'static-server', 'settings.js'), 'utf8').matchAll(new RegExp(`\\benv\\.(${NAME})`, 'g'))].map(([, name]) => name as string),
);
export const SHELL_ENV = new Set([...REMOTE_ENV, ...namesReadIn([path.join(API_SRC, 'env', 'web.ts')])]);
