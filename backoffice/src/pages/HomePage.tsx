import type { StaffOverview } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Button, ErrorPanel, Spinner } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConsole, useStaffSession } from '../platform/use-console';
import { errorMessage, PageTitle } from './form-parts';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  div {
    padding: ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: 700;
  }
`;

export const OVERVIEW_PATH = '/api/staff/overview';

// The chart library is the console's own chunk, loaded with the admin's charts only.
const DailyCharts = lazy(() => import('./DailyCharts').then((m) => ({ default: m.DailyCharts })));

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The console's home: open reports by reason and age, photos waiting, complaints, actions this
 * week; for admins, the business per site and day as charts.
 */
export function HomePage() {
  const { t } = useTranslation('backoffice');
  const { http } = useConsole();
  const session = useStaffSession();
  const isAdmin = session.status === 'signed-in' && session.staff.roles.includes('admin');
  const overview = useQuery({
    queryKey: ['staff-overview'],
    queryFn: () => http.get<StaffOverview>(OVERVIEW_PATH),
  });

  let body;
  if (overview.isPending) body = <Spinner label={t('state.loading')} block />;
  else if (overview.isError) {
    const missing = isHttpError(overview.error) && overview.error.status === 404;
    body = (
      <ErrorPanel
        level={2}
        title={t('home.errorTitle')}
        message={missing ? t('home.notYet') : errorMessage(overview.error, t('errors.generic'))}
        actions={<Button onClick={() => void overview.refetch()}>{t('action.retry')}</Button>}
      />
    );
  } else {
    const { open_reports: reports, photos_waiting, complaints_open, actions_this_week } = overview.data;
    body = (
      <>
        <Tiles aria-label={t('home.totals')}>
          <Tile label={t('home.openReports')} value={reports.total} />
          <Tile label={t('home.photosWaiting')} value={photos_waiting} />
          <Tile label={t('home.complaintsOpen')} value={complaints_open} />
        </Tiles>
        <h2>{t('home.byAge')}</h2>
        <Tiles>
          <Tile label={t('home.underADay')} value={reports.by_age.under_1d} />
          <Tile label={t('home.oneToSevenDays')} value={reports.by_age.from_1d_to_7d} />
          <Tile label={t('home.overSevenDays')} value={reports.by_age.over_7d} />
        </Tiles>
        <h2>{t('home.byReason')}</h2>
        {Object.keys(reports.by_reason).length === 0 ? (
          <p>{t('home.noReports')}</p>
        ) : (
          <Tiles>
            {Object.entries(reports.by_reason).map(([reason, count]) => (
              <Tile key={reason} label={reason} value={count} />
            ))}
          </Tiles>
        )}
        <h2>{t('home.actionsThisWeek')}</h2>
        {actions_this_week.length === 0 ? (
          <p>{t('home.noActions')}</p>
        ) : (
          <ul>
            {actions_this_week.map((row) => (
              <li key={row.staff_id}>
                {t('home.actionsBy', { email: row.staff_email, count: row.actions })}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="home-title">
      <PageTitle id="home-title">{t('home.title')}</PageTitle>
      {isAdmin ? (
        <section aria-labelledby="daily-title">
          <h2 id="daily-title">{t('home.daily.title')}</h2>
          <Suspense fallback={<Spinner label={t('state.loading')} block />}>
            <DailyCharts />
          </Suspense>
        </section>
      ) : null}
      {body}
    </section>
  );
}
