import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The browser-side API of react-router that the apps may use. react-router's entry also carries
 * its server and RSC runtime; a shared singleton cannot be tree-shaken, so every page would
 * download all of it. The shared module is this list instead (ADR 0003); add a name here when an
 * app needs one more export (the build fails until you do). Only what the apps import is listed:
 * every name here is on every page's first load (ADR 0017 took out `Form`, `useFetcher`, `Await`,
 * `ScrollRestoration`, `useBlocker` and the other data-API names no app used).
 */
export const REACT_ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'RouterProvider',
  'createBrowserRouter',
  'createMemoryRouter',
  'generatePath',
  'isRouteErrorResponse',
  'matchPath',
  'useHref',
  'useLocation',
  'useMatch',
  'useMatches',
  'useNavigate',
  'useParams',
  'useRouteError',
  'useSearchParams',
] as const;

/** Writes the facade module (re-exports from react-router's ESM build by absolute path) and returns its path. */
export function writeReactRouterFacade(cacheDir: string): string {
  const packageDir = path.dirname(require.resolve('react-router/package.json', { paths: [process.cwd()] }));
  const esmEntry = path.join(packageDir, 'dist', 'production', 'index.mjs');
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'react-router-facade.mjs');
  writeFileSync(file, `export { ${REACT_ROUTER_EXPORTS.join(', ')} } from ${JSON.stringify(esmEntry)};\n`);
  return file;
}

export function reactRouterVersion(): string {
  return (
    require(require.resolve('react-router/package.json', { paths: [process.cwd()] })) as { version: string }
  ).version;
}
