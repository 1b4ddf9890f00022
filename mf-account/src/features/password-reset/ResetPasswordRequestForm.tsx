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
      submitLabel={request.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      fullWidth
      busy={request.isPending}
      error={request.error}
      onSubmit={(email) => request.mutate({ email }, { onSuccess: () => onSent(email) })}
    />
  );
}
