import {
  MESSAGES_NAMESPACE,
  ResetPasswordDoBodySchema,
  paths,
  type ResetPasswordDoBody,
} from '@amora/contracts';
import { Alert, Button, PageCard, PageIntro, TextField } from '@amora/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api/password';
import { NAMESPACE } from '../../i18n';
import { serverProblem, validateForm } from '../settings/form-errors';
import { InvalidResetLink } from './InvalidResetLink';

type Values = Pick<ResetPasswordDoBody, 'password' | 'password_repeat'>;
type FieldErrors = Partial<Record<keyof ResetPasswordDoBody, string>>;

/** `/reset-password/do?token=`: the new password, from the link in the reset e-mail. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [values, setValues] = useState<Values>({ password: '', password_repeat: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const problem = serverProblem(reset.error, tm);

  if (!token || fieldErrors.token) return <InvalidResetLink />;
  if (problem?.code === 'token_invalid') return <InvalidResetLink message={problem.message} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { token, ...values };
    const errors = validateForm<keyof ResetPasswordDoBody>(ResetPasswordDoBodySchema, body, tm);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    // All sessions ended: the member logs in again with the new password.
    reset.mutate(body, { onSuccess: () => navigate(`${paths.login()}?reset=1`, { replace: true }) });
  };

  const update = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <PageCard aria-labelledby="reset-password-do-title">
      <h1 id="reset-password-do-title">{t('resetPassword.newTitle')}</h1>
      <PageIntro>{t('resetPassword.newIntro')}</PageIntro>
      <form noValidate onSubmit={onSubmit}>
        {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
        <TextField
          label={t('resetPassword.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={update('password')}
          error={fieldErrors.password ?? problem?.fields.password}
          required
        />
        <TextField
          label={t('resetPassword.repeatPassword')}
          name="password_repeat"
          type="password"
          autoComplete="new-password"
          value={values.password_repeat}
          onChange={update('password_repeat')}
          error={fieldErrors.password_repeat ?? problem?.fields.password_repeat}
          required
        />
        <Button type="submit" fullWidth busy={reset.isPending}>
          {reset.isPending ? t('resetPassword.saving') : t('resetPassword.save')}
        </Button>
      </form>
    </PageCard>
  );
}
