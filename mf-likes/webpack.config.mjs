import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-likes`: the area alone on http://127.0.0.1:3003, API proxied to the server.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_likes',
  devServerPort: 3003,
});
