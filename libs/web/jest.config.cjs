module.exports = { ...require('../../jest.preset.cjs'), rootDir: __dirname, globalSetup: '<rootDir>/test/global-setup.mjs' };
