import { ChangeEmailBodySchema, suggestEmail } from '@amora/contracts';
import {
  Button,
  EmailField,
  FormStatus,
  MutedText,
  PageSection,
  PasswordField,
  SubmitButton,
  useContractForm,
} from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChangeEmail } from '../../api/account-settings';
import { NAMESPACE } from '../../i18n';

const Suggestion = styled.div`
  &:not(:empty) {
    margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  }
`;

export interface ChangeEmailFormProps {
  currentEmail: string;
}

/** New e-mail address, confirmed with the password; the change takes effect from the mailed link. */
export function ChangeEmailForm({ currentEmail }: ChangeEmailFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const [sentTo, setSentTo] = useState('');
  const form = useContractForm(ChangeEmailBodySchema, useChangeEmail(), {
    initial: { email: '', password: '' },
    resetOnSuccess: true,
    onSuccess: (_answer, { email }) => setSentTo(email),
  });
  const suggestion = suggestEmail(form.values.email);

  return (
    <PageSection aria-labelledby="settings-email-change-title">
      <h2 id="settings-email-change-title">{t('mailChange.title')}</h2>
      <MutedText>{t('mailChange.current', { email: currentEmail })}</MutedText>
      <form noValidate onSubmit={form.submit}>
        <FormStatus form={form} success={t('mailChange.sent', { email: sentTo })} />
        <EmailField {...form.field('email')} label={t('mailChange.newEmail')} />
        {/* Always present, so screen readers announce a suggestion when it appears. */}
        <Suggestion aria-live="polite">
          {suggestion ? (
            <Button variant="ghost" onClick={() => form.setValue('email', suggestion)}>
              {t('mailChange.didYouMean', { email: suggestion })}
            </Button>
          ) : null}
        </Suggestion>
        <PasswordField {...form.field('password')} label={t('mailChange.password')} purpose="current" />
        <SubmitButton form={form} label={t('mailChange.save')} busyLabel={t('mailChange.saving')} />
      </form>
    </PageSection>
  );
}
