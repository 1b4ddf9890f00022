import { COMPLAINT_STATUSES, type ComplaintStatus } from '@amora/contracts';
import { SelectField } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useComplaints } from './api';
import { BACKOFFICE_NAMESPACE, formatDateTime } from './i18n';
import { Records } from './QueryState';

export const Page = styled.div`
  max-width: 1000px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const Filter = styled.div`
  max-width: 16rem;
`;

/** `/backoffice/complaints`: the complaints by status, the open ones as a queue. */
export function ComplaintListPage() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const [status, setStatus] = useState<ComplaintStatus>('open');
  const query = useComplaints(status);
  const complaints = query.data?.pages.flatMap((page) => page.complaints) ?? [];

  const body = (
    <Records
      query={query}
      items={complaints}
      failedTitle={t('staff.complaints.loadFailed')}
      empty={t('staff.complaints.empty')}
      label={t('staff.complaints.listLabel')}
      columns="9rem minmax(0, 1fr) minmax(0, 2fr) 11rem"
    >
      {(complaint) => (
        <li key={complaint.id}>
          <Link to={`/${complaint.id}`}>
            <strong>{complaint.reference}</strong>
            <span>{complaint.name}</span>
            <span>{t(`staff.category.${complaint.category}`, { defaultValue: complaint.category })}</span>
            <small>{formatDateTime(complaint.created_at, i18n.language)}</small>
          </Link>
        </li>
      )}
    </Records>
  );

  return (
    <Page>
      <h1>{t('staff.complaints.title')}</h1>
      <Filter>
        <SelectField
          label={t('staff.complaints.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as ComplaintStatus)}
          options={COMPLAINT_STATUSES.map((value) => ({ value, label: t(`staff.status.${value}`) }))}
        />
      </Filter>
      {body}
    </Page>
  );
}
