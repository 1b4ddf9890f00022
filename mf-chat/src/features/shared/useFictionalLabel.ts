import { usePlatform } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * The label fictional profiles carry on this site (`fictional_singular`, or a translated default),
 * or null when the site does not mark them (`fictional_warning` off).
 */
export function useFictionalLabel(): string | null {
  const { t } = useTranslation(NAMESPACE);
  const settings = usePlatform().getSettings();
  if (!settings?.fictional_warning) return null;
  return settings.fictional_singular.trim() || t('header.fictional');
}
