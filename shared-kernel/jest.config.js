const { jestProject } = require('../tools/jest');
module.exports = jestProject({ dir: __dirname, displayName: 'shared-kernel', environment: 'jsdom' });
