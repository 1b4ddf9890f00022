import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-chat`: the area alone on http://127.0.0.1:3004, API proxied to the server.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_chat',
  devServerPort: 3004,
});
