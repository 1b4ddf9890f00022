import type { RemoteAppModule, RemoteName, UserResponse } from '@amora/contracts';
import { browserStorage, createPlatform, readLocaleCookie, resolveLocale } from '@amora/platform';
import { theme } from '@amora/ui';
import { mountRootParcel } from 'single-spa';

/**
 * The dev harness: mounts one remote's `./app` on its own page with real platform instances,
 * against the API of a running server (the dev server proxies /api). No shell needed.
 */
export async function mountStandalone(
  app: RemoteAppModule,
  name: RemoteName,
  domElement: HTMLElement,
): Promise<void> {
  const platform = await createPlatform({
    locale: resolveLocale({ cookie: readLocaleCookie(document), siteLanguage: null }),
    theme,
    storage: browserStorage(),
    // Outside the shell, cross-area navigation is a plain history change.
    navigate: (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
  });
  await platform.registerTranslations('common', async () => ({}));
  platform.events.on('session:login', ({ user }) => platform.session.setUser(user));
  const { user } = await platform.http.get<UserResponse>('/api/user.php').catch(() => ({ user: null }));
  platform.session.setUser(user);
  // single-spa names a parcel after its config; the remote must receive its own name.
  await mountRootParcel({ ...app, name } as never, { domElement, name, basename: '/', platform } as never)
    .mountPromise;
}
