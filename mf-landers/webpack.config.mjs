import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-landers`: the area alone on http://127.0.0.1:3006, API proxied to the server.
// Besides `./app` it exposes the promotion block a slot of the members area shows (ADR 0016).
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_landers',
  devServerPort: 3006,
  widgets: { './widgets/promotion': './src/exports/widgets/promotion.tsx' },
});
