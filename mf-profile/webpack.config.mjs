import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-profile`: the area alone on http://127.0.0.1:3002, API proxied to the server.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_profile',
  devServerPort: 3002,
});
