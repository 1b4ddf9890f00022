import type { StaffSetupInfo } from '@amora/contracts';
import { STAFF_PASSWORD_MIN_LENGTH } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, ErrorPanel, PasswordField, Spinner } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useConsole } from '../platform/use-console';
import { Card, errorMessage, Form, FormError, isTotpCode, PageTitle, TotpCodeField } from './form-parts';

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: ${({ theme }) => theme.space(3)} 0;
  background: #fff;
`;
const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
`;

/**
 * The one-time set-up link: the authenticator's secret as a QR code and as text, then the
 * password twice and a first code, which proves the authenticator was set up.
 */
export function SetupPage() {
  const { t } = useTranslation('backoffice');
  const { http } = useConsole();
  const { token = '' } = useParams();
  const path = `/api/staff/setup/${encodeURIComponent(token)}`;
  const info = useQuery({ queryKey: ['staff-setup', token], queryFn: () => http.get<StaffSetupInfo>(path) });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const complete = useMutation({
    mutationFn: () => http.post(path, { body: { password, code: code.trim() } }),
    onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
  });

  if (info.isPending) return <Spinner label={t('state.loading')} block />;
  if (info.isError) {
    const invalid = isHttpError(info.error) && (info.error.status === 404 || info.error.status === 400);
    return (
      <main>
        <ErrorPanel
          level={1}
          title={invalid ? t('setup.invalidTitle') : t('errors.genericTitle')}
          message={invalid ? t('setup.invalid') : errorMessage(info.error, t('errors.generic'))}
          actions={invalid ? null : <Button onClick={() => void info.refetch()}>{t('action.retry')}</Button>}
        />
      </main>
    );
  }
  if (complete.isSuccess)
    return (
      <main>
        <Card aria-labelledby="setup-done">
          <PageTitle id="setup-done">{t('setup.doneTitle')}</PageTitle>
          <Alert tone="success">{t('setup.done')}</Alert>
          <p>
            <Link to="/login">{t('setup.toLogin')}</Link>
          </p>
        </Card>
      </main>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < STAFF_PASSWORD_MIN_LENGTH)
      return setProblem(t('setup.passwordTooShort', { min: STAFF_PASSWORD_MIN_LENGTH }));
    if (password !== repeat) return setProblem(t('setup.passwordsDiffer'));
    if (!isTotpCode(code)) return setProblem(t('login.codeInvalid'));
    setProblem(null);
    complete.mutate();
  }

  return (
    <main>
      <Card aria-labelledby="setup-title">
        <PageTitle id="setup-title">{t('setup.title')}</PageTitle>
        <p>{t('setup.intro', { email: info.data.email })}</p>
        <h2>{t('setup.step1')}</h2>
        <p>{t('setup.scan')}</p>
        <QrCode src={info.data.qr_code} alt={t('setup.qrAlt')} />
        <p id="setup-secret-label">{t('setup.secretText')}</p>
        <Secret aria-labelledby="setup-secret-label" data-testid="setup-secret">
          {info.data.secret}
        </Secret>
        <h2>{t('setup.step2')}</h2>
        <Form onSubmit={submit} noValidate>
          <FormError message={problem} />
          {/* Password managers file the new password under this address. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={info.data.email}
            readOnly
            hidden
          />
          <PasswordField
            label={t('setup.password')}
            hint={t('setup.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
            name="password"
            purpose="new"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('setup.repeat')}
            name="repeat"
            purpose="new"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          <TotpCodeField value={code} onChange={setCode} />
          <Button type="submit" busy={complete.isPending}>
            {t('setup.submit')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
