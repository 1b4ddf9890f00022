import { COMPLAINT_ANSWER_MAX_LENGTH } from '@amora/contracts';
import { Spinner, TermList } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { useComplaint } from './api';
import { Page } from './ComplaintListPage';
import { BACKOFFICE_NAMESPACE, formatDateTime } from './i18n';
import { StepForm } from './StepForm';
import { QueryProblem } from './QueryState';

const Message = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** `/backoffice/complaints/:id`: the complaint, its answer so far, and answering or closing it. */
export function ComplaintDetailPage() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const id = Number(useParams().id);
  const query = useComplaint(id);
  const back = <Link to="/">{t('staff.complaints.back')}</Link>;

  if (query.isPending) return <Spinner block label={t('staff.loading')} />;
  if (query.isError)
    return (
      <Page>
        <p>{back}</p>
        <QueryProblem query={query} title={t('staff.complaint.loadFailed')} level={1} />
      </Page>
    );
  const complaint = query.data;
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  const facts = [
    [t('staff.complaint.status'), t(`staff.status.${complaint.status}`)] as const,
    [
      t('staff.complaint.category'),
      t(`staff.category.${complaint.category}`, { defaultValue: complaint.category }),
    ] as const,
    [t('staff.complaint.from'), `${complaint.name} <${complaint.email}>`] as const,
    ...(complaint.member_id !== null
      ? [[t('staff.complaint.member'), String(complaint.member_id)] as const]
      : []),
    ...(complaint.profile_id !== null
      ? [[t('staff.complaint.profile'), String(complaint.profile_id)] as const]
      : []),
    [t('staff.complaint.language'), complaint.language] as const,
    [t('staff.complaint.received'), date(complaint.created_at)] as const,
    ...(complaint.answered_at
      ? [[t('staff.complaint.answeredAt'), date(complaint.answered_at)] as const]
      : []),
    ...(complaint.closed_at ? [[t('staff.complaint.closedAt'), date(complaint.closed_at)] as const] : []),
  ];

  return (
    <Page>
      <p>{back}</p>
      <h1>{t('staff.complaint.title', { reference: complaint.reference })}</h1>
      <TermList items={facts} />
      <h2>{t('staff.complaint.message')}</h2>
      <Message>{complaint.message}</Message>
      {complaint.answer ? (
        <>
          <h2>{t('staff.complaint.answer')}</h2>
          <Message>{complaint.answer}</Message>
        </>
      ) : null}
      {complaint.status === 'closed' ? null : (
        <>
          <StepForm
            complaintId={complaint.id}
            step="answer"
            maxLength={COMPLAINT_ANSWER_MAX_LENGTH}
            labels={{
              title: t('staff.answer.title'),
              field: t('staff.answer.field'),
              hint: t('staff.answer.hint', { language: complaint.language }),
              submit: t('staff.answer.submit'),
              done: t('staff.answer.done'),
            }}
          />
          <StepForm
            complaintId={complaint.id}
            step="close"
            maxLength={500}
            labels={{
              title: t('staff.close.title'),
              field: t('staff.close.field'),
              hint: t('staff.close.hint'),
              submit: t('staff.close.submit'),
              done: t('staff.close.done'),
            }}
          />
        </>
      )}
    </Page>
  );
}
