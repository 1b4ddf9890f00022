import { Alert } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NAMESPACE } from '../../i18n';

/** What brought the member back to the login page: a finished password reset or a reactivation. */
export function LoginNotice() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  if (params.get('reset') === '1') return <Alert tone="success">{t('login.resetDone')}</Alert>;
  if (params.get('reactivated') === '1') return <Alert tone="success">{t('login.reactivated')}</Alert>;
  return null;
}
