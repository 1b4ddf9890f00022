import { ChangePasswordBodySchema } from '@amora/contracts';
import { FormStatus, PageSection, PasswordField, SubmitButton, useContractForm } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/password';
import { NAMESPACE } from '../../i18n';

/** Change password: the old one, the new one twice. The server ends the member's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  const form = useContractForm(ChangePasswordBodySchema, useChangePassword(), {
    initial: { old_password: '', password: '', password_repeat: '' },
    resetOnSuccess: true,
  });

  // A wrong old password comes back as one message for the form and the same for the field: it is
  // said once, under the field it is about.
  const formError = form.formError === form.serverError('old_password') ? null : form.formError;

  return (
    <PageSection aria-labelledby="settings-password-title">
      <h2 id="settings-password-title">{t('password.title')}</h2>
      <form noValidate onSubmit={form.submit}>
        <FormStatus form={{ ...form, formError }} success={t('password.changed')} />
        <PasswordField {...form.field('old_password')} label={t('password.old')} purpose="current" />
        <PasswordField {...form.field('password')} label={t('password.new')} purpose="new" />
        <PasswordField {...form.field('password_repeat')} label={t('password.repeat')} purpose="new" />
        <SubmitButton form={form} label={t('password.save')} busyLabel={t('password.saving')} />
      </form>
    </PageSection>
  );
}
