import { createAreaApp } from '@amora/ui';
import { prefetchLikes } from '../features/shared/prefetch-likes';
import { NAMESPACE, loadTranslations } from '../i18n';
import { routes } from '../routes';

/** `./app`: the likes area as a single-spa parcel the shell mounts for the routes it owns. */
export const { bootstrap, mount, unmount, update, prefetch } = createAreaApp({
  namespace: NAMESPACE,
  loadTranslations,
  routes,
  buildMarker: __AMORA_BUILD_MARKER__,
  prefetch: prefetchLikes,
});
