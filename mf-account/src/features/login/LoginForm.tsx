import { LoginBodySchema } from '@amora/contracts';
import { EmailField, FormStatus, PasswordField, SubmitButton, useContractForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../api/session';
import { NAMESPACE } from '../../i18n';
import { ReactivationOffer } from './ReactivationOffer';

export function LoginForm() {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(LoginBodySchema, useLogin(), { initial: { email: '', password: '' } });

  return (
    <form noValidate onSubmit={form.submit} aria-describedby={form.formError ? 'login-error' : undefined}>
      <FormStatus form={form} id="login-error" />
      {form.problem?.code === 'account_pending_deletion' ? (
        <ReactivationOffer email={form.values.email} />
      ) : null}
      <EmailField {...form.field('email')} label={t('login.email')} autoComplete="username" />
      <PasswordField {...form.field('password')} label={t('login.password')} purpose="current" />
      <SubmitButton form={form} label={t('login.submit')} busyLabel={t('login.submitting')} fullWidth />
    </form>
  );
}
