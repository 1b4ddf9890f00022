import { createBackofficePage } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE, loadBackofficeTranslations } from '../../backoffice/i18n';
import { MemberPage } from '../../backoffice/members/MemberPage';
import { MemberSearchPage } from '../../backoffice/members/MemberSearchPage';

/** `./backoffice/members`: member support (find, read, act), mounted by the staff console. */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: BACKOFFICE_NAMESPACE,
  loadTranslations: loadBackofficeTranslations,
  routes: [
    { path: '/', element: <MemberSearchPage /> },
    { path: '/:id', element: <MemberPage /> },
  ],
  buildMarker: __AMORA_BUILD_MARKER__,
});
