import { ConfigError, loadConfig } from '../../src/config.js';

/** The problems loadConfig reports for an environment (none: an empty list). */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}
