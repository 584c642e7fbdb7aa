const { jestProject } = require('../tools/jest');
module.exports = jestProject({ dir: __dirname, displayName: 'mfe-casino', environment: 'jsdom' });
