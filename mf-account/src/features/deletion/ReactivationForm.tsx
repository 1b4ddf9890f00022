import { EmailBodySchema, MESSAGES_NAMESPACE, type EmailBody } from '@amora/contracts';
import { Alert, Button, TextField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestReactivation } from '../../api/deletion';
import { NAMESPACE } from '../../i18n';
import { serverProblem, validateForm } from '../settings/form-errors';

/** "Didn't get the e-mail?": mails the reactivation link again; the answer never tells who is a member. */
export function ReactivationForm() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const request = useRequestReactivation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const problem = serverProblem(request.error, tm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForm<keyof EmailBody>(EmailBodySchema, { email }, tm);
    setFieldError(errors.email);
    if (!errors.email) request.mutate({ email: email.trim() });
  };

  if (request.isSuccess)
    return <Alert tone="success">{t('accountDeleted.resent', { email: request.variables.email })}</Alert>;
  return (
    <form noValidate onSubmit={onSubmit}>
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <TextField
        label={t('accountDeleted.email')}
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
      <Button type="submit" variant="secondary" busy={request.isPending}>
        {t('accountDeleted.resend')}
      </Button>
    </form>
  );
}
