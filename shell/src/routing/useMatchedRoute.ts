import { ROUTES, type RouteDefinition } from '@amora/contracts/plain';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { compileRouteTable } from './route-matcher';

/**
 * The spec route a path matches, or null (the shell's 404 page). A page's layouts, banners and
 * modals each ask during one render, so it has to be cheap: the table is compiled once
 * (`route-matcher.ts`), with react-router's ranking.
 */
export const matchedRouteOf: (pathname: string) => RouteDefinition | null = compileRouteTable(ROUTES);

/** The spec route the URL matched, or null (the 404 page). */
export function useMatchedRoute(): RouteDefinition | null {
  const { pathname } = useLocation();
  return useMemo(() => matchedRouteOf(pathname), [pathname]);
}
