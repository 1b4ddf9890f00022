import { ROUTES, type RouteDefinition } from '@amora/contracts/plain';
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';

/** The spec's routes as react-router matches them (the same ranking the shell's routes get). */
const ROUTE_MATCHERS = ROUTES.map((route) => ({ path: route.path, definition: route }));

/**
 * Matching flattens and ranks the whole route table on every call, and a page's layouts, banners
 * and modals each ask for the same path during one render (a tenth of the first render's main-thread
 * time on a slow phone). The table never changes, so an answer per path is kept; a bounded number,
 * since profile paths carry ids.
 */
const matchedByPath = new Map<string, RouteDefinition | null>();
const MATCHES_KEPT = 64;

/** The spec route a path matches, or null (the shell's 404 page). */
export function matchedRouteOf(pathname: string): RouteDefinition | null {
  const known = matchedByPath.get(pathname);
  if (known !== undefined) return known;
  const matches = matchRoutes(ROUTE_MATCHERS, pathname);
  const route = matches?.[matches.length - 1]?.route.definition ?? null;
  if (matchedByPath.size >= MATCHES_KEPT) matchedByPath.delete(matchedByPath.keys().next().value!);
  matchedByPath.set(pathname, route);
  return route;
}

/** The spec route the URL matched, or null (the 404 page). */
export function useMatchedRoute(): RouteDefinition | null {
  const { pathname } = useLocation();
  return useMemo(() => matchedRouteOf(pathname), [pathname]);
}
