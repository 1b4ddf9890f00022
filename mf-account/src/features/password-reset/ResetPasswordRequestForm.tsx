import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../../api/password';
import { NAMESPACE } from '../../i18n';
import { EmailOnlyForm } from '../shared/EmailOnlyForm';

export interface ResetPasswordRequestFormProps {
  /** Called with the address once the server accepted the request. */
  onSent: (email: string) => void;
}

/** The e-mail form of `/reset-password`. */
export function ResetPasswordRequestForm({ onSent }: ResetPasswordRequestFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const request = useRequestPasswordReset();
  return (
    <EmailOnlyForm
      label={t('resetPassword.email')}
      submitLabel={t('resetPassword.submit')}
      busyLabel={t('resetPassword.submitting')}
      fullWidth
      mutation={request}
      onSent={onSent}
    />
  );
}
