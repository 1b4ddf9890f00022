import { useId } from 'react';
import { MESSAGES_NAMESPACE, SIGNUP_MESSAGE_MAX_LENGTH, paths } from '@amora/contracts';
import { Alert, Button, PasswordField, TextAreaField, TextField } from '@amora/ui';
import { useTranslation } from 'react-i18next';
// Not from the shared react-i18next: `Trans` and its HTML parser stay in this chunk (ADR 0026).
import { Trans } from 'react-i18next/TransWithoutContext';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { DateOfBirthField } from './DateOfBirthField';
import { EmailField } from './EmailField';
import { useSignupAvailability } from './useSignupAvailability';
import { useSignupForm } from './useSignupForm';

const Form = styled.form<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  ${({ $compact }) => ($compact ? 'font-size: 0.95em;' : '')}
`;

const Legal = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface SignupFormProps {
  /** Sign-up from a member's profile: sends `target_profile_id` and offers a first message. */
  targetProfileId?: number;
  /** The target's name, for the message field's label. */
  targetName?: string;
  /** The widget's tighter layout inside the shell's modal. */
  compact?: boolean;
  /** Called before a link leaves the sign-up (the widget closes its modal). */
  onNavigateAway?: () => void;
}

/** The sign-up form, or the invite-only message where this visitor cannot sign up. */
export function SignupForm({
  targetProfileId,
  targetName,
  compact = false,
  onNavigateAway,
}: SignupFormProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const open = useSignupAvailability();
  const form = useSignupForm(targetProfileId);
  const id = useId();
  const { values, error, setField } = form;

  if (!open) return <Alert tone="info">{tm('errors.signupClosed')}</Alert>;

  const errorId = `${id}-error`;
  const messageLeft = SIGNUP_MESSAGE_MAX_LENGTH - values.signupMessage.length;
  const newTabId = `${id}-new-tab`;
  return (
    <Form
      ref={form.formRef}
      noValidate
      onSubmit={form.onSubmit}
      aria-describedby={form.generalError ? errorId : undefined}
      $compact={compact}
    >
      {form.generalError ? (
        <div id={errorId}>
          <Alert tone="danger">{form.generalError}</Alert>
        </div>
      ) : null}
      <EmailField
        id={`${id}-email`}
        value={values.email}
        onChange={(value) => setField('email', value)}
        error={error('email')}
        suggestion={form.suggestion}
        conflict={form.conflict}
        onNavigateAway={onNavigateAway}
      />
      <TextField {...form.field('name')} label={t('signup.name')} autoComplete="nickname" required />
      <PasswordField {...form.field('password')} label={t('signup.password')} purpose="new" />
      <DateOfBirthField
        idPrefix={`${id}-dob`}
        value={values.dateOfBirth}
        onChange={(value) => setField('dateOfBirth', value)}
        minAge={form.minAge}
        error={error('date_of_birth')}
      />
      {targetProfileId ? (
        <TextAreaField
          {...form.field('signupMessage')}
          name="signup_message"
          label={targetName ? t('signup.messageTo', { name: targetName }) : t('signup.message')}
          maxLength={SIGNUP_MESSAGE_MAX_LENGTH}
          placeholder={t('signup.messagePlaceholder')}
          hint={t('signup.charactersLeft', { count: messageLeft })}
        />
      ) : null}
      <Legal>
        <Trans
          i18n={i18n}
          t={t}
          i18nKey="signup.legal"
          components={{
            // A new tab: reading the terms must not lose what the member typed.
            terms: (
              <a href={paths.info('terms')} target="_blank" rel="noopener" aria-describedby={newTabId} />
            ),
            privacy: (
              <a href={paths.info('privacy')} target="_blank" rel="noopener" aria-describedby={newTabId} />
            ),
          }}
        />
        <span id={newTabId} hidden>
          {t('signup.opensInNewTab')}
        </span>
      </Legal>
      <Button type="submit" fullWidth busy={form.busy}>
        {form.busy ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </Form>
  );
}
