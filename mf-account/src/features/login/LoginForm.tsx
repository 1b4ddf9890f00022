import { fieldMessages, LoginBodySchema, MESSAGES_NAMESPACE, type LoginBody } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, TextField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../api/session';
import { NAMESPACE } from '../../i18n';
import { ReactivationOffer } from './ReactivationOffer';

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

/** Client-side check with the server's own schema: the same rules, the same translated messages. */
function validate(values: LoginBody, translate: (key: string) => string): FieldErrors {
  const result = LoginBodySchema.safeParse(values);
  return result.success ? {} : fieldMessages(result.error.issues, translate);
}

export function LoginForm() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const login = useLogin();
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const serverError = login.error;
  const serverMessage = serverError
    ? isHttpError(serverError)
      ? serverError.message
      : tm('errors.generic')
    : null;
  const serverFields: FieldErrors = serverError && isHttpError(serverError) ? serverError.fields : {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(values, tm);
    setFieldErrors(errors);
    if (Object.keys(errors).length === 0)
      login.mutate({ email: values.email.trim(), password: values.password });
  };

  const update = (field: keyof LoginBody) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-describedby={serverMessage ? 'login-error' : undefined}>
      {serverMessage ? (
        <div id="login-error">
          <Alert tone="danger">{serverMessage}</Alert>
        </div>
      ) : null}
      {serverError && isHttpError(serverError) && serverError.code === 'account_pending_deletion' ? (
        <ReactivationOffer email={values.email} />
      ) : null}
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={values.email}
        onChange={update('email')}
        error={fieldErrors.email ?? serverFields.email}
        required
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        error={fieldErrors.password ?? serverFields.password}
        required
      />
      <Button type="submit" fullWidth busy={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
