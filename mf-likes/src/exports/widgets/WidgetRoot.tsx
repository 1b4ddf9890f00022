import { createAreaWidget } from '@amora/ui';
import { NAMESPACE, loadTranslations } from '../../i18n';

/** The root of each likes widget; nothing shows until the likes texts are in (a modal has no loading state). */
export const WidgetRoot = createAreaWidget(NAMESPACE, loadTranslations);
