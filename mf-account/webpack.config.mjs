import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-account`: the area alone on http://127.0.0.1:3001, API proxied to the server.
// Besides `./app` it exposes the sign-up flow the shell renders in its signup modal.
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_account',
  devServerPort: 3001,
  // `./backoffice/*`: the staff console's complaints, member support and site settings pages
  // (never in a member's download).
  widgets: {
    './widgets/signup': './src/exports/widgets/signup.tsx',
    './backoffice/complaints': './src/exports/backoffice/complaints.tsx',
    // `./backoffice/exports`: members' data exports and deletions still pending.
    './backoffice/exports': './src/exports/backoffice/exports.tsx',
    './backoffice/members': './src/exports/backoffice/members.tsx',
    './backoffice/site-settings': './src/exports/backoffice/site-settings.tsx',
  },
});
