import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-profile`: the area alone on http://127.0.0.1:3002, API proxied to the server.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_profile',
  devServerPort: 3002,
  // The staff console's pages of this area (never part of a member's download).
  widgets: {
    './backoffice/reports': './src/exports/backoffice/reports.tsx',
    './backoffice/photos': './src/exports/backoffice/photos.tsx',
  },
});
