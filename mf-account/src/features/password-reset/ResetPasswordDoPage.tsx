import { ResetPasswordDoBodySchema, paths } from '@amora/contracts';
import { FormStatus, PageCard, PageIntro, PasswordField, SubmitButton, useContractForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api/password';
import { NAMESPACE } from '../../i18n';
import { InvalidResetLink } from './InvalidResetLink';

/** `/reset-password/do?token=`: the new password, from the link in the reset e-mail. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation(NAMESPACE);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const form = useContractForm(ResetPasswordDoBodySchema, useResetPassword(), {
    initial: { password: '', password_repeat: '' },
    toBody: (values) => ({ token, ...values }),
    // All sessions ended: the member logs in again with the new password.
    onSuccess: () => navigate(`${paths.login()}?reset=1`, { replace: true }),
  });

  if (!token || form.error('token')) return <InvalidResetLink />;
  if (form.problem?.code === 'token_invalid') return <InvalidResetLink message={form.problem.message} />;

  return (
    <PageCard aria-labelledby="reset-password-do-title">
      <h1 id="reset-password-do-title">{t('resetPassword.newTitle')}</h1>
      <PageIntro>{t('resetPassword.newIntro')}</PageIntro>
      <form noValidate onSubmit={form.submit}>
        <FormStatus form={form} />
        <PasswordField {...form.field('password')} label={t('resetPassword.newPassword')} purpose="new" />
        <PasswordField
          {...form.field('password_repeat')}
          label={t('resetPassword.repeatPassword')}
          purpose="new"
        />
        <SubmitButton
          form={form}
          label={t('resetPassword.save')}
          busyLabel={t('resetPassword.saving')}
          fullWidth
        />
      </form>
    </PageCard>
  );
}
