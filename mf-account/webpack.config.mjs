import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-account`: the area alone on http://127.0.0.1:3001, API proxied to the server.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_account',
  devServerPort: 3001,
});
