import { createRemoteWebpackConfig } from '@amora/mf-config';

// `npm run dev -w mf-payments`: the area alone on http://127.0.0.1:3005, API proxied to the server.
// Besides `./app` it exposes the time-bonus banner and modal the shell shows in the members area,
// and finance's staff console page (never part of a member's download).
export default createRemoteWebpackConfig({
  configUrl: import.meta.url,
  name: 'mf_payments',
  devServerPort: 3005,
  widgets: {
    './widgets/time-bonus-banner': './src/exports/widgets/time-bonus-banner.tsx',
    './widgets/time-bonus-modal': './src/exports/widgets/time-bonus-modal.tsx',
    './backoffice/payments': './src/exports/backoffice/payments.tsx',
  },
});
