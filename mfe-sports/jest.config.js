const path = require('node:path');
const { jestProject } = require('../tools/jest');
const project = jestProject({
  dir: __dirname,
  displayName: 'mfe-sports',
  environment: 'jsdom',
  // components speak through i18next: started in English before each file's tests
  extra: { setupFilesAfterEnv: [path.join(__dirname, 'src/test-support/i18n-setup.ts')] },
});
// start-worker.ts uses import.meta.url (webpack bundles the worker); jest has no worker anyway
project.moduleNameMapper = { ...project.moduleNameMapper, '^\\./start-worker$': '<rootDir>/src/stream/start-worker.jest.ts' };
module.exports = project;
