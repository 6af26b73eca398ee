/**
 * API tests run against a real PostgreSQL: test/global-setup.mjs builds dist/, then creates a
 * throw-away database on DATABASE_URL's server or starts an embedded PostgreSQL in a temp
 * folder, and hands its URL to the tests as TEST_DATABASE_URL. One worker: tests share it.
 */
const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  maxWorkers: 1,
  transform: {
    ...preset.transform,
    // pdf.js and the stand-in sites (bench/collect) are .mjs modules; test/global-*.mjs stay native ESM.
    '/(pdfjs-dist|bench)/.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // otplib's base32 and HMAC dependencies, Agenda's PostgreSQL backend (its schema SQL, used by a
  // migration), pdf.js and linkedom's selector and DOM helpers ship ES modules only: SWC turns them
  // into CommonJS too (Node itself requires them; Jest's module loader cannot).
  transformIgnorePatterns: [
    '/node_modules/(?!(@scure|@noble|@otplib|otplib|@agendajs|agenda|pdfjs-dist|css-select|css-what|cssomnom|domutils|dom-serializer|domhandler|domelementtype|entities|nth-check|boolbase)/)',
  ],
  testTimeout: 30000,
  // Tests run in Jest's own process (one worker): a server a failed test left open would keep it
  // alive until CI's time runs out, hiding the failure itself.
  forceExit: true,
};
