import path from 'node:path';
import type { Config } from '../../config.js';
import { randomSecret, readOrCreateSecretFile } from '../../secret-file.js';

/**
 * SESSION_SECRET when set. Otherwise a random secret generated once and kept (0600) in
 * DATA_DIR/session-secret so sessions survive restarts. loadConfig() already refuses a missing
 * secret in production with DATABASE_URL.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const { value } = await readOrCreateSecretFile(path.join(config.dataDir, 'session-secret'), () => randomSecret(48));
  return value;
}
