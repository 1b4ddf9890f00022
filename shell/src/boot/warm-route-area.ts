import type { PlatformProps, RemoteAppModule } from '@amora/contracts';
import { loadRemoteApp } from '../federation/load-remote-app';
import { matchedRouteOf } from '../routing/useMatchedRoute';

/**
 * The area that will render the page, loaded while the boot still waits for the member and the
 * texts (ADR 0052); null on a path no area owns, or when the area cannot load: then its mount
 * loads it again and shows the error panel. Never rejects.
 */
export function loadRouteArea(
  pathname: string,
  load: typeof loadRemoteApp = loadRemoteApp,
): Promise<RemoteAppModule | null> {
  const route = matchedRouteOf(pathname);
  if (!route) return Promise.resolve(null);
  return load(route.remote).catch(() => null);
}

/**
 * Lets the page's area start what its first render waits for (its texts, its first data) before
 * the shell's own first render, which on a slow phone is the longest task of the page load.
 */
export async function warmRouteArea(
  area: Promise<RemoteAppModule | null>,
  platform: PlatformProps,
  location: { pathname: string; search: string },
): Promise<void> {
  const module = await area;
  try {
    module?.prefetch?.({ platform, location: { pathname: location.pathname, search: location.search } });
  } catch {
    // A warm-up only: the mount asks again.
  }
}
