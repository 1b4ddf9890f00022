import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppWebpackConfig, resolveDataDir } from '@amora/mf-config';
import { parseRegistry, REGISTRY_SCHEMA_VERSION } from '@amora/contracts';
import { LanguageChunksPlugin } from './build/language-chunks-plugin.mjs';
import { hashedPlainScriptName, PlainScriptPlugin } from './build/plain-script-plugin.mjs';

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
  const localeDataWorker = path.join(dir, 'src/boot/locale-data.worker.ts');
  const localeDataWorkerName = hashedPlainScriptName(localeDataWorker, 'locale-data');
  const config = createAppWebpackConfig({
    name: 'shell',
    dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    entry: './src/index.tsx',
    htmlTitle: 'Amora',
    devServerPort: 3000,
    define: {
      __AMORA_BAKED_REGISTRY__: bakedRegistry(),
      __AMORA_LOCALE_DATA_WORKER__: `/${localeDataWorkerName}`,
    },
  });
  // The push service worker at the site root, one plain script (ADR 0021).
  config.plugins.push(new PlainScriptPlugin(path.join(dir, 'src/service-worker/sw-push.ts'), 'sw-push.js'));
  // The worker that loads the page language's locale data off the main thread (ADR 0057).
  config.plugins.push(new PlainScriptPlugin(localeDataWorker, localeDataWorkerName));
  // Each language's first-screen chunks, for the server's preload hints (ADR 0053).
  config.plugins.push(new LanguageChunksPlugin());
  return config;
};
