import { Alert } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useRequestReactivation } from '../../api/deletion';
import { NAMESPACE } from '../../i18n';
import { EmailOnlyForm } from '../shared/EmailOnlyForm';

/** "Didn't get the e-mail?": mails the reactivation link again; the answer never tells who is a member. */
export function ReactivationForm() {
  const { t } = useTranslation(NAMESPACE);
  const request = useRequestReactivation();

  if (request.isSuccess)
    return <Alert tone="success">{t('accountDeleted.resent', { email: request.variables.email })}</Alert>;
  return (
    <EmailOnlyForm
      label={t('accountDeleted.email')}
      submitLabel={t('accountDeleted.resend')}
      variant="secondary"
      mutation={request}
    />
  );
}
