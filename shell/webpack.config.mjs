import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppWebpackConfig, resolveDataDir } from '@amora/mf-config';
import { parseRegistry, REGISTRY_SCHEMA_VERSION } from '@amora/contracts';
import { ServiceWorkerPlugin } from './build/service-worker-plugin.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The last-known-good registry baked into this build: the registry as released when the shell was
 * built. The shell falls back to it when /mf-registry.json cannot be read.
 */
function bakedRegistry() {
  const file = path.join(resolveDataDir(process.env, dir), 'mf-registry.json');
  const parsed = existsSync(file) ? parseRegistry(JSON.parse(readFileSync(file, 'utf8'))) : null;
  return parsed?.registry ?? { schemaVersion: REGISTRY_SCHEMA_VERSION, remotes: {} };
}

export default (_env, argv) => {
  const config = createAppWebpackConfig({
    name: 'shell',
    dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    entry: './src/index.tsx',
    htmlTitle: 'Amora',
    devServerPort: 3000,
    define: { __AMORA_BAKED_REGISTRY__: bakedRegistry() },
  });
  // The push service worker at the site root, one plain script (ADR 0021).
  config.plugins.push(new ServiceWorkerPlugin(path.join(dir, 'src/service-worker/sw-push.ts')));
  return config;
};
