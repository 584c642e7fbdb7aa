const { jestProject } = require('../tools/jest');
module.exports = jestProject({ dir: __dirname, displayName: 'casino-provider', environment: 'node' });
