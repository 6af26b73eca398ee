/**
 * Reading environment variables while collecting every problem, so a server reports them all at
 * once (an operator fixes a bad environment in one go, not one restart per mistake). The API's
 * configuration and the static server read through it alike.
 */
export type Env = Record<string, string | undefined>;

export interface EnvReader {
  /** The trimmed value, or undefined when unset or blank. */
  read(name: string): string | undefined;
  int(name: string, fallback: number, min: number, max: number): number;
  bool(name: string, fallback: boolean): boolean;
  /** The raw value (not trimmed: secrets may contain spaces), or null when unset or empty. */
  secret(name: string): string | null;
  problems: string[];
}

/** Every problem of an environment, listed in one message. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function createEnvReader(env: Env): EnvReader {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = read(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const secret = (name: string): string | null => (env[name] && env[name].length > 0 ? env[name] : null);
  return { read, int, bool, secret, problems };
}

/** The origin of a bare origin URL like https://example.com, or null. */
export function toOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.pathname !== '/' || url.search || url.hash || value.endsWith('/')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function isUrlOrPath(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The origin of an absolute URL, or null for a same-origin path. */
export function originOf(value: string): string | null {
  if (value.startsWith('/')) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
