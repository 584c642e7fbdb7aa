const { jestProject } = require('../tools/jest');
module.exports = jestProject({ dir: __dirname, displayName: 'mfe-sports', environment: 'jsdom' });
