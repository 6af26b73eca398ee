const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@pdpl/contracts$': '<rootDir>/../libs/contracts/src/index.ts' },
  transform: {
    ...preset.transform,
    // The repository's scripts (scripts/lib/run.mjs, which the smoke spawns commands with) are ES modules.
    '/scripts/lib/.+\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
