// Every jest project in the workspace. The server's tests run once on embedded PGlite and, when a
// PostgreSQL answers (KHEL_TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/test), once more on it.
module.exports = async () => {
  const { serverProjects } = require('./server/jest.projects.js');
  return {
    passWithNoTests: true,
    // A global option (projects cannot set it): server tests start databases, slow on a loaded 2-core machine
    // (npm test runs jest on two workers at a lower priority than the end-to-end lanes: scripts/test.sh).
    testTimeout: 60000,
    projects: [
      './shared-kernel/jest.config.js',
      './shell/jest.config.js',
      './mfe-sports/jest.config.js',
      './mfe-racing/jest.config.js',
      './mfe-casino/jest.config.js',
      './mfe-account/jest.config.js',
      './operator/jest.config.js',
      './casino-provider/jest.config.js',
      './tools/jest.config.js',
      ...(await serverProjects()),
    ],
  };
};
