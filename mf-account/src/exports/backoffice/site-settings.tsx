import { createBackofficePage } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE, loadBackofficeTranslations } from '../../backoffice/i18n';
import { SiteListPage } from '../../backoffice/settings/SiteListPage';
import { SiteSettingsPage } from '../../backoffice/settings/SiteSettingsPage';

/** `./backoffice/site-settings`: every setting of a site, versioned, mounted by the staff console. */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: BACKOFFICE_NAMESPACE,
  loadTranslations: loadBackofficeTranslations,
  routes: [
    { path: '/', element: <SiteListPage /> },
    { path: '/:id', element: <SiteSettingsPage /> },
  ],
  buildMarker: __AMORA_BUILD_MARKER__,
});
