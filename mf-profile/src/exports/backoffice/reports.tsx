import { createBackofficePage } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE, loadBackofficeTranslations } from '../../backoffice/i18n';
import { ReportCasePage } from '../../backoffice/reports/ReportCasePage';
import { ReportQueuePage } from '../../backoffice/reports/ReportQueuePage';

/** `./backoffice/reports`: the report queue and its cases, mounted by the staff console. */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: BACKOFFICE_NAMESPACE,
  loadTranslations: loadBackofficeTranslations,
  routes: [
    { path: '/', element: <ReportQueuePage /> },
    { path: '/:id', element: <ReportCasePage /> },
  ],
  buildMarker: __AMORA_BUILD_MARKER__,
});
