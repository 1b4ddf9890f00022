import { createBackofficePage } from '@amora/ui/backoffice';
import { ComplaintDetailPage } from '../../backoffice/ComplaintDetailPage';
import { ComplaintListPage } from '../../backoffice/ComplaintListPage';
import { BACKOFFICE_NAMESPACE, loadBackofficeTranslations } from '../../backoffice/i18n';

/** `./backoffice/complaints`: the complaints from `/complaints`, mounted by the staff console. */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: BACKOFFICE_NAMESPACE,
  loadTranslations: loadBackofficeTranslations,
  routes: [
    { path: '/', element: <ComplaintListPage /> },
    { path: '/:id', element: <ComplaintDetailPage /> },
  ],
  buildMarker: __AMORA_BUILD_MARKER__,
});
