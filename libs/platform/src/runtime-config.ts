import { parseRoutedPages, REMOTE_NAMES, type RuntimeConfig } from '@pdpl/contracts';

let current: RuntimeConfig | null = null;

/** Checks the shape of /config.json so a broken deployment fails loudly at startup, not on a click. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('Runtime config must be a JSON object');
  const raw = value as Record<string, unknown>;
  const remotes = raw.remotes as Record<string, unknown> | undefined;
  if (typeof remotes !== 'object' || remotes === null) throw new Error('Runtime config has no "remotes" object');
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string' || remotes[name] === '') {
      throw new Error(`Runtime config lacks the entry URL of remote "${name}"`);
    }
  }
  const analyticsId = typeof raw.analyticsId === 'string' && raw.analyticsId !== '' ? raw.analyticsId : null;
  const apiBaseUrl = typeof raw.apiBaseUrl === 'string' ? raw.apiBaseUrl.replace(/\/+$/, '') : '';
  return { apiBaseUrl, analyticsId, remotes: remotes as RuntimeConfig['remotes'], pages: parseRoutedPages(raw.pages) };
}

/** Loads the config served beside the shell; called once by the shell before rendering. */
export async function loadRuntimeConfig(url: string): Promise<RuntimeConfig> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  current = parseRuntimeConfig(await res.json());
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before the shell loaded it');
  return current;
}

/** The config a render at build time stands in for /config.json (libs/platform/server). */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
