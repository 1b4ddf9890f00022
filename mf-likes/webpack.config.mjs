import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-likes`: the area alone on http://127.0.0.1:3003, API proxied to the server.
// Besides `./app` it exposes the match modal and the like modal the shell renders in its layouts.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_likes',
  devServerPort: 3003,
  widgets: {
    './widgets/match-modal': './src/exports/widgets/match-modal.tsx',
    './widgets/like-modal': './src/exports/widgets/like-modal.tsx',
  },
});
