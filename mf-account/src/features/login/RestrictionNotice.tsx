import { paths, type RestrictionDetails } from '@amora/contracts';
import { Alert } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { NAMESPACE, TranslationGroup } from '../../i18n';

const Details = styled.div`
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export interface RestrictionNoticeProps {
  restriction: RestrictionDetails;
  /** The form's description points at it. */
  id?: string;
}

function formatEnd(endsAt: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(endsAt));
}

function RestrictionTexts({ restriction, id }: RestrictionNoticeProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const title =
    restriction.kind === 'banned' || restriction.ends_at === null
      ? t('restriction.banned')
      : t('restriction.suspended', { until: formatEnd(restriction.ends_at, i18n.language) });
  return (
    <Alert tone="warning">
      <Details id={id}>
        <p>
          <strong>{title}</strong>
        </p>
        <p>{t('restriction.reason', { reason: restriction.reason })}</p>
        <p>
          {t('restriction.appeal')}{' '}
          <Link to={`${paths.complaints()}?category=appeal`}>{t('restriction.appealLink')}</Link>
        </p>
        <p>
          <Link to={paths.info('ban')}>{t('restriction.banPage')}</Link>
        </p>
      </Details>
    </Alert>
  );
}

/**
 * A suspended or banned member's login (403 `account_suspended` / `account_banned`): until when
 * (or that it has no end), the reason they were told, how to appeal, and the spec's ban page.
 * Its own chunk and texts: the login page downloads them only when this happens.
 */
export function RestrictionNotice(props: RestrictionNoticeProps) {
  return (
    <TranslationGroup group="restriction">
      <RestrictionTexts {...props} />
    </TranslationGroup>
  );
}
