import { fileURLToPath } from 'node:url';
import { startSite } from '../../scripts/lib/site-server.mjs';
import { STAND_IN_API_KEY, STAND_IN_BASE_ID, startAirtableStandIn, type AirtableStandIn } from '../../services/api/test/support/airtable-stand-in';
import { E2E_ADMIN } from './admin';

export interface AirtableSite {
  standIn: AirtableStandIn;
  site: Awaited<ReturnType<typeof startSite>>;
  stop: () => Promise<void>;
}

/**
 * A second server of its own, whose Airtable is a stand-in the test can read: the shared e2e site has
 * no Airtable configured. One attempt per call, so a planned failure shows at once.
 */
export async function startAirtableSite(): Promise<AirtableSite> {
  const standIn = await startAirtableStandIn();
  const site = await startSite({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      AIRTABLE_API_KEY: STAND_IN_API_KEY,
      AIRTABLE_BASE_ID: STAND_IN_BASE_ID,
      AIRTABLE_ENDPOINT_URL: standIn.url,
      AIRTABLE_MAX_ATTEMPTS: '1',
      RATE_LIMIT_PUBLIC_WRITES: '1000',
    },
  }).catch(async (err: unknown) => {
    await standIn.close();
    throw err;
  });
  return {
    standIn,
    site,
    stop: async () => {
      await site.stop();
      await standIn.close();
    },
  };
}
