/** AIRTABLE_* and SYNC_SCHEDULE as loadConfig reads them. */
import { loadConfig } from '../src/config.js';
import { problemsOf } from './support/config.js';

const BASE = 'app0123456789abcd';


it('leaves sync off without Airtable credentials', () => {
  const config = loadConfig({});
  expect(config.airtable).toBeNull();
  expect(config.sync.schedule).toBe(false);
});

it('turns sync and the hourly schedule on with a key and a base, with Airtable defaults', () => {
  const config = loadConfig({ AIRTABLE_API_KEY: 'pat123', AIRTABLE_BASE_ID: BASE });
  expect(config.airtable).toEqual({
    apiKey: 'pat123',
    baseId: BASE,
    endpointUrl: 'https://api.airtable.com',
    tableNames: {
      waitlist_submissions: 'waitlist_submissions',
      contact_submissions: 'contact_submissions',
      assessment_results: 'assessment_results',
      newsletter_subscriptions: 'newsletter_subscriptions',
      pilot_applications: 'pilot_applications',
    },
    requestsPerSecond: 5,
    maxAttempts: 5,
    retryWaitMs: 30_000,
  });
  expect(config.sync.schedule).toBe(true);
});

it('maps table names and turns the schedule off on request', () => {
  const config = loadConfig({
    AIRTABLE_API_KEY: 'pat123',
    AIRTABLE_BASE_ID: BASE,
    AIRTABLE_TABLE_NAMES: ' waitlist_submissions = Waiting list , pilot_applications=Pilots',
    SYNC_SCHEDULE: 'off',
  });
  expect(config.airtable!.tableNames).toMatchObject({
    waitlist_submissions: 'Waiting list',
    pilot_applications: 'Pilots',
    contact_submissions: 'contact_submissions',
  });
  expect(config.sync.schedule).toBe(false);
});

it('lists every bad Airtable setting at once', () => {
  expect(problemsOf({ AIRTABLE_API_KEY: 'pat123', SYNC_SCHEDULE: 'on' })).toEqual([
    'AIRTABLE_API_KEY and AIRTABLE_BASE_ID must be set together',
    'SYNC_SCHEDULE=on needs AIRTABLE_API_KEY and AIRTABLE_BASE_ID',
  ]);
  expect(
    problemsOf({
      AIRTABLE_API_KEY: 'pat123',
      AIRTABLE_BASE_ID: 'base1',
      AIRTABLE_ENDPOINT_URL: 'ftp://airtable',
      AIRTABLE_TABLE_NAMES: 'users=Users',
      AIRTABLE_REQUESTS_PER_SECOND: '6',
    }),
  ).toEqual([
    'AIRTABLE_BASE_ID must look like appXXXXXXXXXXXXXX (17 characters)',
    'AIRTABLE_ENDPOINT_URL must be an origin like https://api.airtable.com',
    expect.stringMatching(/^AIRTABLE_TABLE_NAMES entry "users=Users" must be table=Airtable name/),
    'AIRTABLE_REQUESTS_PER_SECOND must be a whole number from 1 to 5 (got "6")',
  ]);
});
