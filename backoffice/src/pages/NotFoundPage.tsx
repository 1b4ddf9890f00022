import { ErrorPanel } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation('backoffice');
  return (
    <ErrorPanel
      level={1}
      title={t('notFound.title')}
      message={t('notFound.message')}
      actions={<Link to="/">{t('notFound.home')}</Link>}
    />
  );
}
