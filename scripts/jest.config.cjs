/**
 * Tests of the repository's scripts (scripts/lib, imported as the .mjs modules they are, turned into
 * CommonJS by SWC as the other projects' sources are) and of the repository as a whole.
 */
const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  transform: {
    ...preset.transform,
    '\\.mjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
