import { createRemoteWebpackConfig, createStandalonePageWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-landers`: the area alone on http://127.0.0.1:3006, API proxied to the server.
// Besides `./app` it exposes the promotion block a slot of the members area shows (ADR 0016).
const federated = createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_landers',
  devServerPort: 3006,
  widgets: {
    './widgets/promotion': './src/exports/widgets/promotion.tsx',
    // The staff console's page of this area (never part of a visitor's download).
    './backoffice/landers': './src/exports/backoffice/landers.tsx',
  },
});

// A production build also writes the lean lander page (ADR 0022) into `dist/lander/`: the page
// the server sends visitors on `/`, `/landers/*` and the member landings, released with this
// remote (its release folder), so a new family still ships with `npm run release -w mf-landers`.
export default (env, argv) => {
  const remote = federated(env, argv);
  if (argv.mode === 'development') return remote;
  return [
    { ...remote, name: 'federated' },
    createStandalonePageWebpackConfig({
      configUrl: import.meta.url,
      entry: './src/lean/main.tsx',
      outDir: 'lander',
      name: 'lander-page',
      dependencies: ['federated'],
    }),
  ];
};
