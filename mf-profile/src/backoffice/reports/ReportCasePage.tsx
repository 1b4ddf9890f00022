import { Alert, Spinner, up } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE, formatDateTime } from '../i18n';
import { ActionForm } from './ActionForm';
import { useReportCase } from './api';
import { CaseEvidence } from './CaseEvidence';
import { LiftForm } from './LiftForm';
import { joined, Page, QueryProblem } from '../QueryState';
import { ReasonTag, Reasons, URGENT_REASONS } from './ReportQueuePage';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${up('lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const History = styled.ol`
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
    overflow-wrap: anywhere;
  }
`;

/** `/backoffice/reports/:id`: the case, its evidence, the decisions so far and the action form. */
export function ReportCasePage() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const id = Number(useParams().id);
  const query = useReportCase(id);
  const [decided, setDecided] = useState(false);
  const back = <Link to="/">{t('staff.reports.back')}</Link>;

  if (query.isPending) return <Spinner block label={t('staff.loading')} />;
  if (query.isError)
    return (
      <Page>
        <p>{back}</p>
        <QueryProblem level={1} query={query} title={t('staff.case.loadFailed')} />
      </Page>
    );
  const { case: summary, reports, decisions } = query.data;
  const photos = [
    ...new Map(reports.flatMap((report) => report.profile.photos).map((photo) => [photo.id, photo])).values(),
  ];
  const standing =
    summary.reported.standing === 'suspended' && summary.reported.suspended_until
      ? t('staff.standing.suspendedUntil', {
          date: formatDateTime(summary.reported.suspended_until, i18n.language),
        })
      : t(`staff.standing.${summary.reported.standing}`);

  return (
    <Page>
      <p>{back}</p>
      <h1>{t('staff.case.title', { reference: summary.reference, name: summary.reported.name })}</h1>
      <p>
        {joined([
          t(`staff.caseStatus.${summary.status}`),
          standing,
          summary.reported.profile_hidden ? t('staff.standing.hidden') : null,
          t('staff.reports.count', { count: summary.report_count }),
          summary.appealed ? t('staff.reports.appealed') : null,
        ])}
      </p>
      <Reasons>
        {summary.reasons.map((reason) => (
          <ReasonTag key={reason} $urgent={URGENT_REASONS.has(reason)}>
            {t(`staff.reason.${reason}`)}
          </ReasonTag>
        ))}
      </Reasons>
      <Columns>
        <CaseEvidence reports={reports} reportedName={summary.reported.name} />
        <div>
          {decided ? <Alert tone="success">{t('staff.action.done')}</Alert> : null}
          <section aria-labelledby="case-history">
            <h2 id="case-history">{t('staff.case.history')}</h2>
            {decisions.length ? (
              <History>
                {decisions.map((decision) => (
                  <li key={decision.id}>
                    <strong>{t(`staff.actions.${decision.action}`)}</strong>
                    {decision.ends_at
                      ? ` ${t('staff.case.until', { date: formatDateTime(decision.ends_at, i18n.language) })}`
                      : null}{' '}
                    <small>
                      {joined([
                        decision.reference,
                        formatDateTime(decision.created_at, i18n.language),
                        decision.automated ? t('staff.case.automated') : decision.staff_email,
                      ])}
                    </small>
                    <div>{decision.reason}</div>
                  </li>
                ))}
              </History>
            ) : (
              <p>{t('staff.case.noDecisions')}</p>
            )}
          </section>
          {summary.status === 'open' ? (
            <ActionForm
              caseId={summary.id}
              reportedName={summary.reported.name}
              photos={photos}
              onDecided={() => setDecided(true)}
            />
          ) : (
            <p>{t('staff.case.decided')}</p>
          )}
          <LiftForm key={summary.reported.id} member={summary.reported} />
        </div>
      </Columns>
    </Page>
  );
}
