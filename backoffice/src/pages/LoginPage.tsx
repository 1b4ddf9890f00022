import { Alert, Button, EmailField, PasswordField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';
import { useConsole, useStaffSession } from '../platform/use-console';
import { LanguageSelect } from '../layout/LanguageSelect';
import { Card, errorMessage, Form, FormError, isTotpCode, PageTitle, TotpCodeField } from './form-parts';

const LanguageRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Email, password and the authenticator's 6-digit code; the server's message on a failure. */
export function LoginPage() {
  const { t } = useTranslation('backoffice');
  const { session } = useConsole();
  const state = useStaffSession();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from;

  if (state.status === 'signed-in') return <Navigate to={from && from !== '/login' ? from : '/'} replace />;
  const ended = state.status === 'signed-out' && state.ended;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isTotpCode(code)) {
      setError(t('login.codeInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await session.signIn({ email: email.trim(), password, code: code.trim() });
    } catch (failure) {
      // A new code is needed after a failure: the one typed may have been used (a replay).
      setCode('');
      setError(errorMessage(failure, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main>
      <Card aria-labelledby="login-title">
        <LanguageRow>
          <LanguageSelect />
        </LanguageRow>
        <PageTitle id="login-title">{t('login.title')}</PageTitle>
        {ended ? <Alert tone="warning">{t('login.sessionEnded')}</Alert> : null}
        <Form onSubmit={(event) => void submit(event)} noValidate>
          <FormError message={error} />
          <EmailField
            label={t('login.email')}
            name="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          <PasswordField
            label={t('login.password')}
            name="password"
            purpose="current"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TotpCodeField value={code} onChange={setCode} />
          <Button type="submit" busy={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
