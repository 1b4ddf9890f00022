import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppWebpackConfig } from '@amora/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppWebpackConfig({
    name: 'mf_account',
    dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    exposes: { './app': './src/exports/app.tsx' },
    // `npm run dev -w mf-account`: the area alone on http://127.0.0.1:3001, API proxied to the server.
    entry: './src/dev/harness.tsx',
    htmlTitle: 'mf-account (standalone)',
    devServerPort: 3001,
  });
