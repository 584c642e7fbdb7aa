// One jest project shape for every package: TypeScript through swc, jsdom for the front end.
const path = require('node:path');

const ESM_PACKAGES = ['cookie'];

/**
 * @param {object} o
 * @param {string} o.dir package folder
 * @param {string} o.displayName
 * @param {'node'|'jsdom'} [o.environment]
 * @param {string[]} [o.setupFiles]
 * @param {object} [o.extra] more jest options for this project
 */
function jestProject({ dir, displayName, environment = 'node', setupFiles = [], extra = {} }) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that jest (CommonJS) must compile: cookie (used by fastify's inject).
    transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${ESM_PACKAGES.join('|')})@|(${ESM_PACKAGES.join('|')})/)`],
    moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'jest-style-stub.js') },
    setupFiles: [...(environment === 'jsdom' ? [path.join(__dirname, 'jest-dom-setup.js')] : []), ...setupFiles],
    ...extra,
  };
}

module.exports = { jestProject };
