import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-account`: the area alone on http://127.0.0.1:3001, API proxied to the server.
// Besides `./app` it exposes the sign-up flow the shell renders in its signup modal.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_account',
  devServerPort: 3001,
  widgets: { './widgets/signup': './src/exports/widgets/signup.tsx' },
});
