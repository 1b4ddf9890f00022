import { Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** While a page group's chunk loads. */
export function PageLoading() {
  const { t } = useTranslation(NAMESPACE);
  return <Spinner label={t('page.loading')} block />;
}
