import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppWebpackConfig } from '@amora/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) =>
  createAppWebpackConfig({
    name: 'mf_chat',
    dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    exposes: { './app': './src/exports/app.tsx' },
    // `npm run dev -w mf-chat`: the area alone on http://127.0.0.1:3004, API proxied to the server.
    entry: './src/dev/harness.tsx',
    htmlTitle: 'mf-chat (standalone)',
    devServerPort: 3004,
  });
