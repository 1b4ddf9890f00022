import { AreaPlaceholder } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** Stands in for every page of this area until its issue builds them. */
export function PlaceholderPage() {
  const { t } = useTranslation(NAMESPACE);
  return <AreaPlaceholder title={t('area.title')} message={t('area.notBuilt')} />;
}
