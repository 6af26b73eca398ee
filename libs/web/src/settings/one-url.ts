/** The one-URL server's own settings: whether it serves the built front-ends, and from where. */
import path from 'node:path';
import type { EnvReader } from './env-reader.js';

export interface OneUrlSettings {
  serve: boolean;
  /** The folder holding shell/dist and each remote's <dir>/dist. */
  root: string;
}

export function readOneUrlSettings({ read, bool }: EnvReader, repoRoot: string): OneUrlSettings {
  /** SERVE_WEB: serve the built shell and remotes from this server. Default true. */
  const serve = bool('SERVE_WEB', true);
  /** WEB_ROOT: folder holding shell/dist and each remote's <dir>/dist. Default the repository root. */
  const root = path.resolve(read('WEB_ROOT') ?? repoRoot);
  return { serve, root };
}
