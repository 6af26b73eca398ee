module.exports = { ...require('../jest.preset.cjs'), moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@pdpl/contracts$': '<rootDir>/../libs/contracts/src/index.ts' } };
