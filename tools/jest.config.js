const { jestProject } = require('./jest');
// @fastify/static needs content-disposition, ESM-only: compiled like cookie (see jest.js).
const esm = ['cookie', 'content-disposition'].join('|');
module.exports = jestProject({
  dir: __dirname,
  displayName: 'tools',
  environment: 'node',
  extra: { transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${esm})@|(${esm})/)`] },
});
