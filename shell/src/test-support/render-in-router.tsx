import { ROUTES } from '@amora/contracts';
import type { PlatformProps } from '@amora/contracts';
import { PlatformProvider } from '@amora/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { loadCommonTranslations } from '../i18n/language';

/**
 * Renders `ui` as the shell's layouts are rendered: above the spec's routes and the unknown-path
 * fallback, so navigating keeps `ui` mounted (`useMatchedRoute` reads the location). A memory data
 * router, for its `navigate` and `state` in tests; the shell itself uses `BrowserRouter`.
 */
export function renderInRouter(ui: ReactElement, platform: PlatformProps, path = '/') {
  const routes: RouteObject[] = [
    {
      element: ui,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: null })),
        { path: '*', element: null },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <PlatformProvider platform={platform}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { router, ...view };
}

/** Registers the shell's strings as boot does, so tests read what visitors read (with interpolation). */
export function registerShellStrings(platform: PlatformProps): Promise<void> {
  return platform.registerTranslations('common', loadCommonTranslations);
}
