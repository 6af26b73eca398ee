module.exports = { ...require('../jest.preset.cjs'), moduleNameMapper: { ...require('../jest.preset.cjs').moduleNameMapper, '^@pdpl/contracts$': '<rootDir>/../libs/contracts/src/index.ts' } };
