import { MESSAGES_NAMESPACE, paths } from '@amora/contracts';
import { Alert, ErrorPanel, PageCard, Spinner, useApiProblem } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useConfirmMailChange } from '../../api/account-settings';
import { NAMESPACE } from '../../i18n';
import { Links } from './page-layout';

/** `/mail-change/do?token=`: confirms the new e-mail address from the link sent to it. */
export function MailChangeDoPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmMailChange();
  const { mutate } = confirm;
  const sent = useRef(false);

  // A token works once: never post it twice, even when React runs effects twice in development.
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const problem = useApiProblem(confirm.error);
  if (!token || problem)
    return (
      <ErrorPanel
        title={t('mailChange.failedTitle')}
        message={problem?.message ?? tm('errors.tokenInvalid')}
        actions={<Link to={paths.notifications()}>{t('mailChange.toSettings')}</Link>}
      />
    );
  if (!confirm.data) return <Spinner block label={t('mailChange.confirming')} />;

  const { user } = confirm.data;
  return (
    <PageCard aria-labelledby="mail-change-done-title">
      <h1 id="mail-change-done-title">{t('mailChange.doneTitle')}</h1>
      {user ? (
        <Alert tone="success">{t('mailChange.done', { email: user.email })}</Alert>
      ) : (
        <Alert tone="success">{t('mailChange.doneLoggedOut')}</Alert>
      )}
      <Links>
        {user ? (
          <Link to={paths.notifications()}>{t('mailChange.toSettings')}</Link>
        ) : (
          <Link to={paths.login()}>{t('mailChange.toLogin')}</Link>
        )}
      </Links>
    </PageCard>
  );
}
