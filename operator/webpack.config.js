// The operator console: a plain single-page app on its own origin (no module federation).
const { createConfig } = require('@khel/tools');
module.exports = createConfig({ dir: __dirname, name: 'console', federated: false });
