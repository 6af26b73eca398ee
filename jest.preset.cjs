/**
 * Shared Jest settings: TypeScript through SWC (with React's automatic JSX runtime, as the builds
 * have it), ESM-style `.js` import suffixes mapped back to sources.
 */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@pdpl/contracts$': '<rootDir>/../../libs/contracts/src/index.ts',
    '^@pdpl/web$': '<rootDir>/../../libs/web/src/index.ts',
  },
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
};
