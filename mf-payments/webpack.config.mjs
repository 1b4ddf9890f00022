import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-payments`: the area alone on http://127.0.0.1:3005, API proxied to the server.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_payments',
  devServerPort: 3005,
});
