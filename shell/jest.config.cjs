const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { ...preset.moduleNameMapper, '^@pdpl/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  // The shell's modules reach @pdpl/platform, which imports Lingui's ES-only build (.mjs).
  transform: { ...preset.transform, '^.+\\.mjs$': preset.transform['^.+\\.(t|j)sx?$'] },
  transformIgnorePatterns: ['/node_modules/(?!(@lingui|@messageformat|moo)/)'],
};
