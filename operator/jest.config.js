const path = require('node:path');
const { jestProject } = require('../tools/jest');
module.exports = jestProject({
  dir: __dirname,
  displayName: 'operator',
  environment: 'jsdom',
  // components speak through the console's i18next: started in English before each file's tests
  extra: { setupFilesAfterEnv: [path.join(__dirname, 'src/test-support/i18n-setup.ts')] },
});
