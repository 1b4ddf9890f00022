import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page.js';

/**
 * A row of the shared route table, as much of it as a page table needs. The caller passes the
 * table (`ROUTES` from the contracts): this package is loaded whole on every page, so it takes no
 * value from the contracts itself.
 */
export interface AreaRoute<Name extends string = string> {
  readonly name: Name;
  readonly path: string;
  readonly remote: string;
}

/** A page: an element, or a loader of a chunk of its own, downloaded on the route's first visit. */
export type AreaPage = ReactElement | (() => Promise<ReactElement>);

/** The pages of an area by route name, or a function for areas whose routes follow a pattern. */
export type AreaPages<Name extends string> =
  Partial<Record<Name, AreaPage>> | ((name: Name) => AreaPage | undefined);

export interface DefinePagesOptions {
  /** What a route of the area without a page of its own shows; nothing by default. */
  fallback?: ReactElement | null;
  /** What a page from a chunk of its own shows while it downloads; the spinner by default. */
  loading?: ReactElement;
  /** Wraps every page (an environment all of the area's pages need). */
  wrap?: (page: ReactElement) => ReactElement;
}

/**
 * An area's route table, derived from the shared one: each route the area owns with its page, and
 * a catch-all that renders nothing (the shell mounts another area there). A lazy page is wrapped
 * once here, where the table is built, so React keeps it loaded for later visits.
 */
export function definePages<Name extends string>(
  routes: readonly AreaRoute<Name>[],
  remote: string,
  pages: AreaPages<Name>,
  { fallback = null, loading, wrap = (page) => page }: DefinePagesOptions = {},
): RouteObject[] {
  const pageOf = typeof pages === 'function' ? pages : (name: Name) => pages[name];
  const elementOf = (name: Name): ReactElement | null => {
    const page = pageOf(name);
    if (page === undefined) return fallback;
    return wrap(typeof page === 'function' ? lazyPage(page, loading) : page);
  };
  return [
    ...routes
      .filter((route) => route.remote === remote)
      .map((route) => ({ path: route.path, element: elementOf(route.name) })),
    { path: '*', element: null },
  ];
}
