import { fileURLToPath } from 'node:url';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { E2E_ADMIN } from './admin';

/** Starts the production server on a free port with a fresh data folder; returns its teardown. */
export default async function globalSetup() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const site = await startSite({
    root,
    env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, RATE_LIMIT_PUBLIC_WRITES: '1000' },
  });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_DATABASE_URL = site.databaseUrl;
  process.env.E2E_DATA_DIR = site.dataDir;
  return async () => site.stop();
}
