const { createConfig } = require('@khel/tools');

const remote = createConfig({
  dir: __dirname,
  name: 'sports',
  // The remote's whole public surface: what the shell may load (src/expose/).
  exposes: {
    './pages': './src/expose/pages.tsx',
    './BetSlip': './src/expose/BetSlip.tsx',
    './OpenBets': './src/expose/OpenBets.tsx',
  },
});

module.exports = (env, argv) => {
  const config = remote(env, argv);
  // `new SameOriginWorker(new URL('./x.worker.ts', import.meta.url))` bundles a worker like `new Worker(...)`
  // does, and starts it from a same-origin blob (the remote's files come from another origin than
  // the page: src/stream/same-origin-worker.ts).
  config.module.parser = { ...config.module.parser, javascript: { worker: ['SameOriginWorker from ./same-origin-worker', '...'] } };
  return config;
};
