/** The command's arguments and settings. */
import { botTokenFor, ConfigError, readConfig } from '../src/config.js';
import { parseArgs, UsageError } from '../src/run.js';

test('--company <id> or --company=<id>; anything else is a usage error', () => {
  expect(parseArgs([])).toEqual({ company: null, help: false });
  expect(parseArgs(['--company', 'stc'])).toEqual({ company: 'stc', help: false });
  expect(parseArgs(['--company=stc'])).toEqual({ company: 'stc', help: false });
  expect(() => parseArgs(['--company'])).toThrow(UsageError);
  expect(() => parseArgs(['--all'])).toThrow(UsageError);
});

test('settings: DATABASE_URL required, the rest defaulted, and checked', () => {
  expect(readConfig({ DATABASE_URL: 'postgres://u@db:5432/pdpl' })).toEqual({
    databaseUrl: 'postgres://u@db:5432/pdpl',
    botToken: 'MizanPDPLIndexBot/1.0 (+http://localhost:3000/PDPLComplianceIndex/methodology)',
    chromiumPath: '/usr/bin/chromium',
    allowHosts: [],
    delayMs: 5000,
    settleMs: 15000,
    siteTimeoutMs: 60000,
  });
  expect(
    readConfig({ DATABASE_URL: 'postgres://u@db/pdpl', SITE_URL: 'https://www.mizan.example/', INDEX_COLLECT_ALLOW_HOSTS: '127.0.0.1:8080, Localhost:8081,', OBSERVE_DELAY_MS: '0' }),
  ).toMatchObject({ botToken: botTokenFor('https://www.mizan.example'), allowHosts: ['127.0.0.1:8080', 'localhost:8081'], delayMs: 0 });
  expect(() => readConfig({})).toThrow(ConfigError);
  expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  expect(() => readConfig({ DATABASE_URL: 'postgres://x', SITE_URL: 'mizan' })).toThrow(/SITE_URL/);
  expect(() => readConfig({ DATABASE_URL: 'postgres://x', OBSERVE_SETTLE_MS: 'soon' })).toThrow(/OBSERVE_SETTLE_MS/);
});

test("the User-Agent token names the methodology page on the site's origin", () => {
  expect(botTokenFor('https://www.mizan.example')).toBe('MizanPDPLIndexBot/1.0 (+https://www.mizan.example/PDPLComplianceIndex/methodology)');
});
