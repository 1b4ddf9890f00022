import {
  ChangeEmailBodySchema,
  MESSAGES_NAMESPACE,
  suggestEmail,
  type ChangeEmailBody,
} from '@amora/contracts';
import { Alert, Button, MutedText, PageSection, TextField } from '@amora/ui';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useChangeEmail } from '../../api/account-settings';
import { NAMESPACE } from '../../i18n';
import { serverProblem, validateForm } from './form-errors';

const Suggestion = styled.div`
  &:not(:empty) {
    margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  }
`;

type FieldErrors = Partial<Record<keyof ChangeEmailBody, string>>;

export interface ChangeEmailFormProps {
  currentEmail: string;
}

/** New e-mail address, confirmed with the password; the change takes effect from the mailed link. */
export function ChangeEmailForm({ currentEmail }: ChangeEmailFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const change = useChangeEmail();
  const [values, setValues] = useState<ChangeEmailBody>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const problem = serverProblem(change.error, tm);
  const suggestion = suggestEmail(values.email);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validateForm<keyof ChangeEmailBody>(ChangeEmailBodySchema, values, tm);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    const email = values.email.trim();
    change.mutate(
      { email, password: values.password },
      {
        onSuccess: () => {
          setSentTo(email);
          setValues({ email: '', password: '' });
        },
      },
    );
  };

  const update = (field: keyof ChangeEmailBody) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setSentTo(null);
  };

  const acceptSuggestion = () => {
    if (!suggestion) return;
    setValues((current) => ({ ...current, email: suggestion }));
    setFieldErrors((current) => ({ ...current, email: undefined }));
  };

  return (
    <PageSection aria-labelledby="settings-email-change-title">
      <h2 id="settings-email-change-title">{t('mailChange.title')}</h2>
      <MutedText>{t('mailChange.current', { email: currentEmail })}</MutedText>
      <form noValidate onSubmit={onSubmit}>
        {sentTo ? <Alert tone="success">{t('mailChange.sent', { email: sentTo })}</Alert> : null}
        {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
        <TextField
          label={t('mailChange.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={update('email')}
          error={fieldErrors.email ?? problem?.fields.email}
          required
        />
        {/* Always present, so screen readers announce a suggestion when it appears. */}
        <Suggestion aria-live="polite">
          {suggestion ? (
            <Button variant="ghost" onClick={acceptSuggestion}>
              {t('mailChange.didYouMean', { email: suggestion })}
            </Button>
          ) : null}
        </Suggestion>
        <TextField
          label={t('mailChange.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={fieldErrors.password ?? problem?.fields.password}
          required
        />
        <Button type="submit" busy={change.isPending}>
          {change.isPending ? t('mailChange.saving') : t('mailChange.save')}
        </Button>
      </form>
    </PageSection>
  );
}
