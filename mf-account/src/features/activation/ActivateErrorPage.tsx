import { MESSAGES_NAMESPACE } from '@amora/contracts';
import { Alert } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { SignupCard, SignupIntro } from '../signup/SignupCard';
import { ResendActivation } from './ResendActivation';

/** `/activate/error?reason=expired|failed`: where a failed activation link lands, with a new e-mail on offer. */
export function ActivateErrorPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const [params] = useSearchParams();
  const message =
    params.get('reason') === 'expired' ? tm('errors.tokenInvalid') : tm('errors.activationFailed');
  return (
    <SignupCard aria-labelledby="activate-error-title">
      <h1 id="activate-error-title">{t('activate.errorTitle')}</h1>
      <Alert tone="danger">{message}</Alert>
      <SignupIntro>{t('activate.errorIntro')}</SignupIntro>
      <ResendActivation />
    </SignupCard>
  );
}
