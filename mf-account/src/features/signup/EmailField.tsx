import { paths } from '@amora/contracts';
import { Button, PlatformLink, TextField } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { ReactivateOffer } from './ReactivateOffer';
import type { EmailConflict } from './useSignupForm';

const Help = styled.div`
  margin: ${({ theme }) => theme.space(-2)} 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
`;

export interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** 'Did you mean' address for a mistyped common domain, or null. */
  suggestion: string | null;
  conflict: EmailConflict | null;
  /** Called before a link leaves the sign-up (the widget closes its modal). */
  onNavigateAway?: () => void;
}

/** The e-mail field with its helpers: 'did you mean', and the ways out of a taken or pending-deletion address. */
export function EmailField({
  id,
  value,
  onChange,
  error,
  suggestion,
  conflict,
  onNavigateAway,
}: EmailFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const applySuggestion = () => {
    if (!suggestion) return;
    onChange(suggestion);
    // The button disappears with the typo: give the focus back to the field.
    document.getElementById(id)?.focus();
  };

  return (
    <>
      <TextField
        id={id}
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        required
      />
      <div aria-live="polite">
        {suggestion ? (
          <Help>
            <Button variant="ghost" onClick={applySuggestion}>
              {t('signup.emailSuggestion', { email: suggestion })}
            </Button>
          </Help>
        ) : null}
      </div>
      {conflict === 'email_taken' ? (
        <Help>
          <Links>
            <PlatformLink to={paths.login()} onClick={onNavigateAway}>
              {t('signup.emailTakenLogin')}
            </PlatformLink>
            <PlatformLink to={paths.resetPassword()} onClick={onNavigateAway}>
              {t('signup.emailTakenReset')}
            </PlatformLink>
          </Links>
        </Help>
      ) : null}
      {conflict === 'account_pending_deletion' ? <ReactivateOffer email={value} /> : null}
    </>
  );
}
