/** The static server's environment, validated at start: every problem is listed at once. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** @param {string} value */
const isOrigin = (value) => {
  try {
    return new URL(value).origin === value && /^https?:/.test(value);
  } catch {
    return false;
  }
};

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ root: string, port: number, host: string, corsOrigins: '*' | string[], shellMode: boolean }}
 */
export function readSettings(env) {
  const problems = [];
  const rootRaw = env.STATIC_ROOT?.trim();
  const root = rootRaw ? path.resolve(rootRaw) : '';
  if (!rootRaw) problems.push('STATIC_ROOT is required: the built dist folder to serve (e.g. /app/mfe-ksa/dist)');
  else if (!existsSync(root) || !statSync(root).isDirectory()) problems.push(`STATIC_ROOT ${root} is not a folder`);

  const portRaw = env.PORT?.trim() || '8080';
  const port = Number(portRaw);
  if (!/^\d+$/.test(portRaw) || port > 65535) problems.push(`PORT must be a whole number from 0 to 65535 (got "${portRaw}")`);
  const host = env.HOST?.trim() || '0.0.0.0';

  const corsRaw = env.CORS_ORIGINS?.trim() ?? '';
  const listed = corsRaw.split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of listed) {
    if (origin !== '*' && !isOrigin(origin)) problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like https://shell.example (no path, no trailing slash)`);
  }
  if (listed.includes('*') && listed.length > 1) problems.push('CORS_ORIGINS is either * or a list of origins, not both');

  const shellRaw = (env.SHELL_MODE?.trim() || 'false').toLowerCase();
  if (shellRaw !== 'true' && shellRaw !== 'false') problems.push(`SHELL_MODE must be true or false (got "${shellRaw}")`);
  const shellMode = shellRaw === 'true';
  if (shellMode && root && !existsSync(path.join(root, 'index.html'))) problems.push(`SHELL_MODE=true needs the shell's build: ${path.join(root, 'index.html')} does not exist`);

  if (problems.length > 0) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return { root, port, host, corsOrigins: listed.includes('*') ? '*' : listed, shellMode };
}
