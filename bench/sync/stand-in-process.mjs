// The Airtable stand-in in a process of its own, as Airtable is: its clock and event loop are not
// slowed by the sync being measured, so it counts arrivals as a separate server would.
// Forked by ./run.mjs with the transpiled stand-in module's path; talks over IPC.
import { pathToFileURL } from 'node:url';

const { startAirtableStandIn, STAND_IN_API_KEY, STAND_IN_BASE_ID } = await import(pathToFileURL(process.argv[2]).href);
const standIn = await startAirtableStandIn({ rateLimit: { perSecond: 5, penaltyMs: 30_000 } });
process.send({ url: standIn.url, apiKey: STAND_IN_API_KEY, baseId: STAND_IN_BASE_ID });
process.on('message', async (message) => {
  if (message === 'report') {
    process.send({ requests: standIn.requests.length, rejected: standIn.requests.filter((r) => r.status === 429).length });
  } else if (message === 'close') {
    await standIn.close();
    process.exit(0);
  }
});
