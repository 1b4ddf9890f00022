import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-landers`: the area alone on http://127.0.0.1:3006, API proxied to the server.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_landers',
  devServerPort: 3006,
});
