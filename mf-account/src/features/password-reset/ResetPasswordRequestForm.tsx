import { EmailBodySchema, MESSAGES_NAMESPACE, type EmailBody } from '@amora/contracts';
import { Alert, Button, TextField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../../api/password';
import { NAMESPACE } from '../../i18n';
import { serverProblem, validateForm } from '../settings/form-errors';

export interface ResetPasswordRequestFormProps {
  /** Called with the address once the server accepted the request. */
  onSent: (email: string) => void;
}

/** The e-mail form of `/reset-password`. */
export function ResetPasswordRequestForm({ onSent }: ResetPasswordRequestFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const problem = serverProblem(request.error, tm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForm<keyof EmailBody>(EmailBodySchema, { email }, tm);
    setFieldError(errors.email);
    if (errors.email) return;
    const address = email.trim();
    request.mutate({ email: address }, { onSuccess: () => onSent(address) });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <TextField
        label={t('resetPassword.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(undefined);
        }}
        error={fieldError ?? problem?.fields.email}
        required
      />
      <Button type="submit" fullWidth busy={request.isPending}>
        {request.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
