import { createBackofficePage } from '@amora/ui/backoffice';
import { BACKOFFICE_NAMESPACE, loadBackofficeTranslations } from '../../backoffice/i18n';
import { LandersPage } from '../../backoffice/LandersPage';
import { VariantEditorPage } from '../../backoffice/VariantEditorPage';

/**
 * `./backoffice/landers`: the variants, their editor with its live preview, and the funnel,
 * mounted by the staff console. Never part of a visitor's lander (its own chunks, its own texts).
 */
export const { bootstrap, mount, unmount, update } = createBackofficePage({
  namespace: BACKOFFICE_NAMESPACE,
  loadTranslations: loadBackofficeTranslations,
  routes: [
    { path: '/', element: <LandersPage /> },
    { path: '/new', element: <VariantEditorPage /> },
    { path: '/:key', element: <VariantEditorPage /> },
  ],
  buildMarker: __AMORA_BUILD_MARKER__,
});
