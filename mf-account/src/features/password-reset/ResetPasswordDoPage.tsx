import { ResetPasswordDoBodySchema, paths } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import {
  FormStatus,
  PageCard,
  PageIntro,
  PasswordField,
  Spinner,
  SubmitButton,
  useContractForm,
} from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useResetPassword, useResetTokenCheck } from '../../api/password';
import { NAMESPACE } from '../../i18n';
import { InvalidResetLink } from './InvalidResetLink';

/**
 * `/reset-password/do?token=`: the new password, from the link in the reset e-mail. The link is
 * checked first: a broken, spent or expired one says so instead of a form that could only fail.
 */
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

  const check = useResetTokenCheck(token);

  if (!token || form.error('token')) return <InvalidResetLink />;
  if (check.isPending) return <Spinner block label={t('resetPassword.checking')} />;
  // A network failure of the check is no verdict on the link: the form stays and the save decides.
  if (check.isError && isHttpError(check.error) && check.error.code === 'token_invalid')
    return <InvalidResetLink message={check.error.message} />;
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
