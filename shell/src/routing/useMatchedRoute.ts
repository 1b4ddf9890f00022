import type { RouteDefinition } from '@amora/contracts';
import { useMatches } from 'react-router';

/** Routes carry their definition (owning remote, layout) as the react-router `handle`. */
export interface RouteHandle {
  route: RouteDefinition;
}

/** The spec route the URL matched, or null (the 404 page). */
export function useMatchedRoute(): RouteDefinition | null {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return handle?.route ?? null;
}
