import { ROUTES, type RouteDefinition } from '@amora/contracts/plain';
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';

/** The spec's routes as react-router matches them (the same ranking the shell's routes get). */
const ROUTE_MATCHERS = ROUTES.map((route) => ({ path: route.path, definition: route }));

/** The spec route a path matches, or null (the shell's 404 page). */
export function matchedRouteOf(pathname: string): RouteDefinition | null {
  const matches = matchRoutes(ROUTE_MATCHERS, pathname);
  return matches?.[matches.length - 1]?.route.definition ?? null;
}

/** The spec route the URL matched, or null (the 404 page). */
export function useMatchedRoute(): RouteDefinition | null {
  const { pathname } = useLocation();
  return useMemo(() => matchedRouteOf(pathname), [pathname]);
}
