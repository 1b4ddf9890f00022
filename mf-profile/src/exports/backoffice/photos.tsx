import { createBackofficePage } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE, loadBackofficeTranslations } from '../../backoffice/i18n';
import { PhotoQueuePage } from '../../backoffice/photos/PhotoQueuePage';

/** `./backoffice/photos`: the photos waiting for a moderator, mounted by the staff console. */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: BACKOFFICE_NAMESPACE,
  loadTranslations: loadBackofficeTranslations,
  routes: [{ path: '/', element: <PhotoQueuePage /> }],
  buildMarker: __AMORA_BUILD_MARKER__,
});
