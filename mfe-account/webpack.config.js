const { createConfig } = require('@khel/tools');

module.exports = createConfig({
  dir: __dirname,
  name: 'account',
  // The remote's whole public surface: what the shell may load (src/expose/).
  exposes: { './pages': './src/expose/pages.tsx' },
});
