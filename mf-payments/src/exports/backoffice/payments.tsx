import { createBackofficePage } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE, loadBackofficeTranslations } from '../../backoffice/i18n';
import { PaymentPage } from '../../backoffice/PaymentPage';
import { PaymentSearchPage } from '../../backoffice/PaymentSearchPage';

/** `./backoffice/payments`: finance's search, review queue and payment pages, mounted by the staff console. */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: BACKOFFICE_NAMESPACE,
  loadTranslations: loadBackofficeTranslations,
  routes: [
    { path: '/', element: <PaymentSearchPage /> },
    { path: '/review', element: <PaymentSearchPage queue /> },
    { path: '/:id', element: <PaymentPage /> },
  ],
  buildMarker: __AMORA_BUILD_MARKER__,
});
