const { createConfig } = require('@khel/tools');
module.exports = createConfig({ dir: __dirname, name: 'shell' });
