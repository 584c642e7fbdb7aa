const { jestProject } = require('../tools/jest');
module.exports = jestProject({ dir: __dirname, displayName: 'shell', environment: 'jsdom' });
