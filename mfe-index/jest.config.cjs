const preset = require('../jest.preset.cjs');

const swcJsx = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^@pdpl/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  // Components render in tests too: their message files compiled as the build does, by Lingui's
  // compiler, which ships ES modules only (.mjs) that SWC turns into CommonJS.
  transform: {
    '^.+\\.(t|j)sx?$': swcJsx,
    '^.+\\.mjs$': swcJsx,
    // The messages of the features whose components render in tests, compiled as libs/messages.vite.js
    // does; other tests read a catalog as written (trend.test.ts fills an English message itself).
    '[\\\\/]features[\\\\/]render-queue[\\\\/]messages[\\\\/][a-z]{2}\\.json$': '<rootDir>/test/support/compiled-messages.cjs',
  },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|moo)/)'],
  testMatch: [...preset.testMatch, '<rootDir>/test/**/*.test.tsx'],
};
