import { isHttpError } from '@amora/platform';
import { Alert, TextField } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 28rem;
`;

export const Card = styled.section`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space(8)} auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 {
    margin-top: 0;
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** The server's translated message of a failed call, or the console's general one. */
export function errorMessage(error: unknown, fallback: string): string {
  return isHttpError(error) && error.message ? error.message : fallback;
}

/**
 * A form's error, announced and focused when it appears, so a keyboard or screen-reader user
 * learns at once why the form did not go through.
 */
export function FormError({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} data-testid="form-error">
      <Alert tone="danger">{message}</Alert>
    </div>
  );
}

/** The 6 digits of an authenticator app, as log-in and set-up ask for them. */
export function TotpCodeField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('backoffice');
  return (
    <TextField
      label={t('login.code')}
      hint={t('login.codeHint')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A 6-digit code, as the server's schema wants it (spaces around it forgiven). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
