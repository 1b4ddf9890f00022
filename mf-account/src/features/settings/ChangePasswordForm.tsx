import { ChangePasswordBodySchema, MESSAGES_NAMESPACE, type ChangePasswordBody } from '@amora/contracts';
import { Alert, Button, PageSection, TextField } from '@amora/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/password';
import { NAMESPACE } from '../../i18n';
import { serverProblem, validateForm } from './form-errors';

type FieldErrors = Partial<Record<keyof ChangePasswordBody, string>>;

const EMPTY: ChangePasswordBody = { old_password: '', password: '', password_repeat: '' };

/** Change password: the old one, the new one twice. The server ends the member's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const change = useChangePassword();
  const [values, setValues] = useState<ChangePasswordBody>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const problem = serverProblem(change.error, tm);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForm<keyof ChangePasswordBody>(ChangePasswordBodySchema, values, tm);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    change.mutate(values, { onSuccess: () => setValues(EMPTY) });
  };

  const update = (field: keyof ChangePasswordBody) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (change.isSuccess) change.reset();
  };

  const error = (field: keyof ChangePasswordBody) => fieldErrors[field] ?? problem?.fields[field];

  return (
    <PageSection aria-labelledby="settings-password-title">
      <h2 id="settings-password-title">{t('password.title')}</h2>
      <form noValidate onSubmit={onSubmit}>
        {change.isSuccess ? <Alert tone="success">{t('password.changed')}</Alert> : null}
        {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
        <TextField
          label={t('password.old')}
          name="old_password"
          type="password"
          autoComplete="current-password"
          value={values.old_password}
          onChange={update('old_password')}
          error={error('old_password')}
          required
        />
        <TextField
          label={t('password.new')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={update('password')}
          error={error('password')}
          required
        />
        <TextField
          label={t('password.repeat')}
          name="password_repeat"
          type="password"
          autoComplete="new-password"
          value={values.password_repeat}
          onChange={update('password_repeat')}
          error={error('password_repeat')}
          required
        />
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t('password.saving') : t('password.save')}
        </Button>
      </form>
    </PageSection>
  );
}
