const { jestProject } = require('../tools/jest');
module.exports = jestProject({ dir: __dirname, displayName: 'operator', environment: 'jsdom' });
