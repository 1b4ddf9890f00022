import { paths } from '@amora/contracts';
import { Alert, PageCard, PageIntro } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAMESPACE } from '../../i18n';
import { Links } from '../settings/page-layout';
import { ResetPasswordRequestForm } from './ResetPasswordRequestForm';

/**
 * `/reset-password`: asks for the address and mails a reset link. The confirmation is the same
 * whether or not an account exists, so the page never tells who is a member.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  // The form disappears: keyboard and screen-reader users continue at the confirmation.
  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  return (
    <PageCard aria-labelledby="reset-password-title">
      <h1 id="reset-password-title">{t('resetPassword.title')}</h1>
      {sentTo ? (
        <div ref={confirmationRef} tabIndex={-1}>
          <Alert tone="success">{t('resetPassword.sent', { email: sentTo })}</Alert>
        </div>
      ) : (
        <>
          <PageIntro>{t('resetPassword.intro')}</PageIntro>
          <ResetPasswordRequestForm onSent={setSentTo} />
        </>
      )}
      <Links>
        <Link to={paths.login()}>{t('resetPassword.backToLogin')}</Link>
      </Links>
    </PageCard>
  );
}
