import type { RouteDefinition } from '@amora/contracts/plain';

/**
 * The spec's route table compiled once into ranked patterns, matched the way react-router's
 * `matchRoutes` matches a flat table of the same paths (ranking, optional segments, trailing
 * slashes, case, percent-decoding), which the unit test checks path by path against it.
 * react-router flattens, ranks and compiles the whole table on every call: about 1 ms on a desktop
 * for this table of some fifty routes, 30-40 ms on a slow phone for the first call, which the boot
 * pays. Here the table is compiled on first use and a match is a few regular expressions.
 */

/** react-router 7's segment weights (`computeScore`). */
const PARAM_SEGMENT = /^:[\w-]+$/;
const SCORE = { dynamic: 3, empty: 1, static: 10, splatPenalty: -2 } as const;

function scoreOf(path: string): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? SCORE.splatPenalty : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += PARAM_SEGMENT.test(segment) ? SCORE.dynamic : segment === '' ? SCORE.empty : SCORE.static;
  }
  return score;
}

/** `/a/:b?` → `/a/:b`, `/a`: every path an optional segment allows, longest first (as react-router). */
export function explodeOptionalSegments(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptionalSegments(rest.join('/'));
  const exploded = restExploded.map((sub) => (sub === '' ? required : `${required}/${sub}`));
  if (optional) exploded.push(...restExploded);
  return exploded.map((one) => (path.startsWith('/') && one === '' ? '/' : one));
}

/** A path without optional segments as react-router's `compilePath` makes it (end: true, case-insensitive). */
function patternOf(path: string): RegExp {
  const source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  return new RegExp(`^${source}\\/*$`, 'i');
}

/** Each segment percent-decoded, an encoded slash kept encoded; a malformed one left as it is. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

interface Branch {
  pattern: RegExp;
  score: number;
  definition: RouteDefinition;
}

/** A matcher for `routes`: the route a pathname opens, or null (the shell's 404 page). */
export function compileRouteTable(
  routes: readonly RouteDefinition[],
): (pathname: string) => RouteDefinition | null {
  let branches: Branch[] | null = null;
  const compile = (): Branch[] =>
    routes
      .flatMap((definition) =>
        explodeOptionalSegments(definition.path).map((path) => ({
          pattern: patternOf(path),
          score: scoreOf(path),
          definition,
        })),
      )
      // Higher scores first; equal scores keep the table's order (a stable sort), as react-router
      // orders siblings by their index.
      .sort((a, b) => b.score - a.score);
  // The layouts, banners and modals of one render all ask for the same pathname: the last answer
  // is kept, so only the first of them walks the table.
  let last: { pathname: string; route: RouteDefinition | null } | null = null;
  return (pathname) => {
    if (last?.pathname === pathname) return last.route;
    branches ??= compile();
    // An empty path is the root, as react-router reads it.
    const decoded = decodePath(pathname || '/');
    const route = branches.find((branch) => branch.pattern.test(decoded))?.definition ?? null;
    last = { pathname, route };
    return route;
  };
}
