import {
  REPORT_CASE_STATUSES,
  REPORT_REASONS,
  type ReportCaseStatus,
  type ReportReason,
} from '@amora/contracts';
import { SelectField, up } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE, formatDateTime } from '../i18n';
import { joined, Page, Records } from '../QueryState';
import { useReportCases, type ReportFilters } from './api';

const Filters = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 16rem));
  }
`;

export const Reasons = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A reason as a pill; under-age and money requests in the danger colour (they are worked first). */
export const ReasonTag = styled.span<{ $urgent: boolean }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $urgent }) => ($urgent ? theme.colors.onPrimary : theme.colors.text)};
  background: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.border)};
`;

export const URGENT_REASONS: ReadonlySet<ReportReason> = new Set(['underage', 'money']);

/** `/backoffice/reports`: the open cases, most severe then oldest first, filtered and paged. */
export function ReportQueuePage() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const [filters, setFilters] = useState<ReportFilters>({ status: 'open', reason: '' });
  const query = useReportCases(filters);
  const cases = query.data?.pages.flatMap((page) => page.cases) ?? [];

  const body = (
    <Records
      query={query}
      items={cases}
      failedTitle={t('staff.reports.loadFailed')}
      empty={t('staff.reports.empty')}
      label={t('staff.reports.listLabel')}
      columns="8rem minmax(0, 1fr) minmax(0, 2fr) 12rem"
    >
      {(item) => (
        <li key={item.id}>
          <Link to={`/${item.id}`}>
            <strong>{item.reference}</strong>
            <span>{joined([item.reported.name, item.appealed ? t('staff.reports.appealed') : null])}</span>
            <Reasons>
              {item.reasons.map((reason) => (
                <ReasonTag key={reason} $urgent={URGENT_REASONS.has(reason)}>
                  {t(`staff.reason.${reason}`)}
                </ReasonTag>
              ))}
              <small>{t('staff.reports.count', { count: item.report_count })}</small>
            </Reasons>
            <small>
              {t('staff.reports.opened', { date: formatDateTime(item.opened_at, i18n.language) })}
            </small>
          </Link>
        </li>
      )}
    </Records>
  );

  return (
    <Page>
      <h1>{t('staff.reports.title')}</h1>
      <Filters>
        <SelectField
          label={t('staff.reports.status')}
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value as ReportCaseStatus })}
          options={REPORT_CASE_STATUSES.map((status) => ({
            value: status,
            label: t(`staff.caseStatus.${status}`),
          }))}
        />
        <SelectField
          label={t('staff.reports.reason')}
          value={filters.reason}
          placeholder={t('staff.reports.anyReason')}
          onChange={(event) => setFilters({ ...filters, reason: event.target.value as ReportReason | '' })}
          options={REPORT_REASONS.map((reason) => ({ value: reason, label: t(`staff.reason.${reason}`) }))}
        />
      </Filters>
      {body}
    </Page>
  );
}
