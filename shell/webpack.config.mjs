import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppWebpackConfig, resolveDataDir } from '@amora/mf-config';
import { parseRegistry, REGISTRY_SCHEMA_VERSION } from '@amora/contracts';

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

export default (_env, argv) =>
  createAppWebpackConfig({
    name: 'shell',
    dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    entry: './src/index.tsx',
    htmlTitle: 'Amora',
    devServerPort: 3000,
    define: { __AMORA_BAKED_REGISTRY__: bakedRegistry() },
  });
