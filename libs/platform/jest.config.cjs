const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  // Lingui ships ES modules only (.mjs): SWC turns them into CommonJS too, for the message-files
  // test, which compiles every message as the build does.
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  testMatch: [...preset.testMatch, '<rootDir>/test/**/*.test.tsx'],
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|moo)/)'],
};
