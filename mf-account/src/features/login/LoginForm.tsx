import { isHttpError } from '@amora/platform';
import { EmailField, FormStatus, PasswordField, SubmitButton, useContractForm } from '@amora/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../../api/session';
import { NAMESPACE } from '../../i18n';
import { ReactivationOffer } from './ReactivationOffer';

/** The schema (and zod) off the page's first load: fetched on the form's first focus. */
const loadLoginSchema = () =>
  import(/* webpackChunkName: "login-schema" */ './login-schema').then((module) => module.LoginBodySchema);

/** Only a suspended or banned member's login needs it. */
const RestrictionNotice = lazy(() =>
  import(/* webpackChunkName: "login-restriction" */ './RestrictionNotice').then((module) => ({
    default: module.RestrictionNotice,
  })),
);

export function LoginForm() {
  const { t } = useTranslation(NAMESPACE);
  const login = useLogin();
  const form = useContractForm(loadLoginSchema, login, { initial: { email: '', password: '' } });
  const restriction = isHttpError(login.error) ? login.error.restriction : null;

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submit}
      aria-describedby={form.formError ? 'login-error' : undefined}
    >
      {/* A restriction says the server's refusal in full (until when, why, how to appeal). */}
      {restriction ? (
        <Suspense fallback={<FormStatus form={form} id="login-error" />}>
          <RestrictionNotice id="login-error" restriction={restriction} />
        </Suspense>
      ) : (
        <FormStatus form={form} id="login-error" />
      )}
      {form.problem?.code === 'account_pending_deletion' ? (
        <ReactivationOffer email={form.values.email} />
      ) : null}
      <EmailField {...form.field('email')} label={t('login.email')} autoComplete="username" />
      <PasswordField {...form.field('password')} label={t('login.password')} purpose="current" />
      <SubmitButton form={form} label={t('login.submit')} busyLabel={t('login.submitting')} fullWidth />
    </form>
  );
}
