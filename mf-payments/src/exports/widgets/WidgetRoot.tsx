import type { PlatformProps } from '@amora/contracts';
import { createAreaWidget } from '@amora/ui';
import { NAMESPACE, loadTranslations } from '../../i18n';

/** What the shell passes to each payments widget. */
export interface PaymentsWidgetProps {
  platform: PlatformProps;
}

/** The root of each payments widget; nothing shows until the payments texts are in. */
export const WidgetRoot = createAreaWidget(NAMESPACE, loadTranslations);
