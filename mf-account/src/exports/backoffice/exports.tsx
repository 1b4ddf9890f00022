import { createBackofficePage } from '@amora/ui/backoffice';
import { PendingExportsPage } from '../../backoffice/exports/PendingExportsPage';
import { EXPORTS_NAMESPACE, loadExportsTranslations } from '../../backoffice/exports/i18n';

/** `./backoffice/exports`: members' data exports and deletions still pending, for customer service. */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: EXPORTS_NAMESPACE,
  loadTranslations: loadExportsTranslations,
  routes: [{ path: '/', element: <PendingExportsPage /> }],
  buildMarker: __AMORA_BUILD_MARKER__,
});
