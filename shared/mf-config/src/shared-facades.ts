import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The browser-side API of react-router that the apps may use. react-router's entry also carries
 * its server and RSC runtime; a shared singleton cannot be tree-shaken, so every page would
 * download all of it. The shared module is this list instead (ADR 0003); add a name here when an
 * app needs one more export (`federation-runtime.test.ts` fails until you do). Only what the apps
 * import is listed: every name here is on every page's first load. ADR 0026 took out the data APIs
 * no app used (`Form`, `useFetcher`, `Await`, …); ADR 0026 took out the data router itself
 * (`createBrowserRouter`, `RouterProvider`, `useMatches`, `useRouteError`: about 16 kB): the shell
 * and the areas route with `BrowserRouter` and `useRoutes`. ADR 0059 took out
 * `Outlet` and `matchRoutes`: the shell matches its route table itself. `useNavigationType` tells
 * the shell a link from back and forward (a new page starts at its top, ADR 0030).
 */
export const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'matchPath',
  'useLocation',
  'useNavigate',
  'useNavigationType',
  'useParams',
  'useRoutes',
  'useSearchParams',
] as const;

/**
 * What the apps use of react-i18next (ADR 0026). `Trans`, with its HTML parser, is left out: the
 * one form that needs it (sign-up's legal line) imports `react-i18next/TransWithoutContext`, which
 * its own chunk carries, so `/login` and `/members` do not download it.
 */
export const REACT_I18NEXT_EXPORTS = ['I18nextProvider', 'useTranslation'] as const;

/**
 * What the apps and the platform use of react-query (ADR 0026). query-core is no longer a
 * singleton of its own: react-query re-exports it, so the platform takes `QueryClient` and
 * `hashKey` from here and the facade leaves out the rest of both (`useQueries`, hydration,
 * suspense hooks, `QueriesObserver`, …): one copy of query-core per page, as before.
 */
export const REACT_QUERY_EXPORTS = [
  'QueryClient',
  'QueryClientProvider',
  'hashKey',
  'keepPreviousData',
  'useInfiniteQuery',
  'useMutation',
  'useQuery',
  'useQueryClient',
] as const;

interface FacadeSpec {
  /** The package's ESM build, relative to its folder: re-exported by absolute path. */
  esmEntry: string;
  exports: readonly string[];
}

/** Shared singletons served as a facade: the share key, and what the facade re-exports. */
export const SHARED_FACADES: Record<string, FacadeSpec> = {
  'react-router': { esmEntry: 'dist/production/index.mjs', exports: REACT_ROUTER_EXPORTS },
  'react-i18next': { esmEntry: 'dist/es/index.js', exports: REACT_I18NEXT_EXPORTS },
  '@tanstack/react-query': { esmEntry: 'build/modern/index.js', exports: REACT_QUERY_EXPORTS },
};

export interface SharedFacade {
  /** The generated module the share provides. */
  file: string;
  /** The package's own version: the share is still that package for the version policy. */
  version: string;
}

function packageDirOf(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [process.cwd()] }));
}

/** Writes every facade module (re-exports from the package's ESM build) and returns them by share key. */
export function writeSharedFacades(cacheDir: string): Record<string, SharedFacade> {
  mkdirSync(cacheDir, { recursive: true });
  const facades: Record<string, SharedFacade> = {};
  for (const [name, spec] of Object.entries(SHARED_FACADES)) {
    const packageDir = packageDirOf(name);
    const file = path.join(cacheDir, `${name.replace(/[^a-z0-9]+/gi, '-')}-facade.mjs`);
    const entry = JSON.stringify(path.join(packageDir, spec.esmEntry));
    writeFileSync(file, `export { ${spec.exports.join(', ')} } from ${entry};\n`);
    const { version } = require(path.join(packageDir, 'package.json')) as { version: string };
    facades[name] = { file, version };
  }
  return facades;
}
