import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppWebpackConfig } from '@amora/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The staff console: a federation host like the shell (the same shared singletons, so the areas'
 * staff pages load into it), built on its own and served under /backoffice/, never by the shell.
 */
export default (_env, argv) => {
  const config = createAppWebpackConfig({
    name: 'backoffice',
    dir,
    mode: argv.mode === 'development' ? 'development' : 'production',
    entry: './src/index.tsx',
    htmlTitle: 'Amora staff console',
    devServerPort: 3010,
  });
  // Every file of the console lives under /backoffice/ on the server.
  config.output = { ...config.output, publicPath: '/backoffice/' };
  if (config.devServer) config.devServer.historyApiFallback = { index: '/backoffice/index.html' };
  return config;
};
