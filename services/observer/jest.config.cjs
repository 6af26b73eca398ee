/**
 * Observer tests: a real Chromium (Debian's, CHROMIUM_PATH) against stand-in sites on 127.0.0.1,
 * and the CLI against a throw-away PostgreSQL database. test/global-setup.mjs builds dist/ (the CLI
 * test runs the built command) and creates the database; one worker, the browser is heavy.
 */
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  maxWorkers: 1,
  testTimeout: 60000,
  forceExit: true,
};
