import { DELETION_REDIRECT_SECONDS, REACTIVATION_DAYS, paths } from '@amora/contracts';
import { PageCard, PageIntro, usePlatform } from '@amora/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { Links } from '../settings/page-layout';
import { leaveSite } from './leave-site';
import { useCountdown } from './useCountdown';

const Counter = styled.p`
  margin: 0;
  font-weight: 600;
`;

export interface DeletionCountdownProps {
  /** Where the member goes at 0 (a partner site); null: our own goodbye page. */
  partnerUrl: string | null;
}

/** After the deletion: the session ends here, and the page counts down to the next stop. */
export function DeletionCountdown({ partnerUrl }: DeletionCountdownProps) {
  const { t } = useTranslation(NAMESPACE);
  const { session, queryClient } = usePlatform();
  const navigate = useNavigate();
  const left = useCountdown(DELETION_REDIRECT_SECONDS);
  const departed = useRef(false);

  // Ended only now that this page shows, so the settings page does not send the member to /login.
  useEffect(() => {
    session.clear(); // also sets the shared ['user'] query to no member (ADR 0010)
    queryClient.removeQueries({ queryKey: ['account'] });
  }, [session, queryClient]);

  useEffect(() => {
    if (left > 0 || departed.current) return;
    departed.current = true;
    if (partnerUrl) leaveSite(partnerUrl);
    else navigate(paths.accountDeleted(), { replace: true });
  }, [left, partnerUrl, navigate]);

  return (
    <PageCard aria-labelledby="deletion-countdown-title">
      <h1 id="deletion-countdown-title">{t('deletion.doneTitle', { days: REACTIVATION_DAYS })}</h1>
      <PageIntro>{t('deletion.doneText')}</PageIntro>
      <Counter aria-live="polite" aria-atomic="true">
        {t('deletion.redirectIn', { count: left })}
      </Counter>
      <Links>
        {partnerUrl ? (
          <a href={partnerUrl}>{t('deletion.goNow')}</a>
        ) : (
          <Link to={paths.accountDeleted()} replace>
            {t('deletion.goNow')}
          </Link>
        )}
      </Links>
    </PageCard>
  );
}
