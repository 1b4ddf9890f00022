import { MESSAGES_NAMESPACE } from '@amora/contracts';
import { Alert, PageCard, PageIntro } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { ResendActivation } from './ResendActivation';

/** `/activate/error?reason=expired|failed`: where a failed activation link lands, with a new e-mail on offer. */
export function ActivateErrorPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const [params] = useSearchParams();
  const message =
    params.get('reason') === 'expired' ? tm('errors.tokenInvalid') : tm('errors.activationFailed');
  return (
    <PageCard aria-labelledby="activate-error-title">
      <h1 id="activate-error-title">{t('activate.errorTitle')}</h1>
      <Alert tone="danger">{message}</Alert>
      <PageIntro>{t('activate.errorIntro')}</PageIntro>
      <ResendActivation />
    </PageCard>
  );
}
