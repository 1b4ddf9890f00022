import type { StaffPaymentDetail } from '@amora/contracts';
import { Alert, MutedText, Spinner, TermList } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { usePaymentDetail } from './api';
import { AdjustmentForm, RefundForm, ReviewForm } from './MoneyForms';
import { BACKOFFICE_NAMESPACE, formatDateTime, formatMoney } from './i18n';
import { Page, QueryProblem } from './QueryState';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space(4)};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function Facts({ detail }: { detail: StaffPaymentDetail }) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const p = detail.payment;
  const money = (minor: number) => formatMoney(minor, p.currency, i18n.language);
  const items: Array<readonly [string, string]> = [
    [t('staff.payment.member'), `${p.member_email} (#${p.member_id})`],
    [t('staff.payment.status'), t(`staff.status.${p.status}`)],
    [t('staff.payment.method'), p.method],
    [t('staff.payment.provider'), `${p.provider} ${p.provider_ref ?? ''}`.trim()],
    [t('staff.payment.amount'), money(p.amount)],
    [t('staff.payment.fee'), money(p.fee)],
    [t('staff.payment.discount'), money(p.discount)],
    [t('staff.payment.refunded'), money(p.refunded)],
    [t('staff.payment.credits'), String(p.credits)],
    [t('staff.payment.country'), p.country],
    [t('staff.payment.created'), formatDateTime(p.created_at, i18n.language)],
    [t('staff.payment.settled'), p.settled_at ? formatDateTime(p.settled_at, i18n.language) : '–'],
  ];
  if (p.review)
    items.push([
      t('staff.payment.review'),
      `${t(`staff.review.${p.review}`)}${p.review_decision ? ` · ${t(`staff.review.decided.${p.review_decision}`)}` : ''}`,
    ]);
  if (p.reported_amount !== null) items.push([t('staff.payment.reportedAmount'), money(p.reported_amount)]);
  return <TermList items={items} aria-label={t('staff.payment.facts')} />;
}

/** `/backoffice/payments/{id}`: one payment, what its provider reported, its ledger rows, and finance's actions. */
export function PaymentPage() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const id = Number(useParams().id);
  const query = usePaymentDetail(id);
  const [notice, setNotice] = useState<string | null>(null);

  if (query.isPending) return <Spinner block label={t('staff.loading')} />;
  if (query.isError)
    return (
      <Page>
        <QueryProblem level={1} query={query} title={t('staff.payment.loadFailed')} />
      </Page>
    );
  const detail = query.data;
  const p = detail.payment;
  const refundable = p.status === 'completed' && p.refunded < p.amount;
  const reviewOpen = p.review !== null && p.review_decision === null;

  return (
    <Page>
      <Link to="/">{t('staff.search.back')}</Link>
      <h1>{t('staff.payment.number', { id: p.id })}</h1>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      <Columns>
        <div>
          <Facts detail={detail} />
          <h2>{t('staff.events.title')}</h2>
          {detail.events.length === 0 ? (
            <MutedText>{t('staff.events.empty')}</MutedText>
          ) : (
            <Table>
              <thead>
                <tr>
                  <th>{t('staff.events.when')}</th>
                  <th>{t('staff.events.source')}</th>
                  <th>{t('staff.events.status')}</th>
                  <th>{t('staff.events.applied')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.events.map((event) => (
                  <tr key={event.id}>
                    <td>{formatDateTime(event.created_at, i18n.language)}</td>
                    <td>{t(`staff.events.sources.${event.source}`, { defaultValue: event.source })}</td>
                    <td>{t(`staff.status.${event.status}`, { defaultValue: event.status })}</td>
                    <td>{event.applied ? t('staff.events.yes') : t('staff.events.no')}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <h2>{t('staff.ledger.title')}</h2>
          {detail.ledger.length === 0 ? (
            <MutedText>{t('staff.ledger.empty')}</MutedText>
          ) : (
            <Table aria-label={t('staff.ledger.title')}>
              <thead>
                <tr>
                  <th>{t('staff.events.when')}</th>
                  <th>{t('staff.ledger.kind')}</th>
                  <th>{t('staff.ledger.amount')}</th>
                  <th>{t('staff.ledger.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.ledger.map((row) => (
                  <tr key={row.id}>
                    <td>{formatDateTime(row.created_at, i18n.language)}</td>
                    <td>{t(`staff.ledger.kinds.${row.kind}`)}</td>
                    <td>{row.amount > 0 ? `+${row.amount}` : row.amount}</td>
                    <td>{row.balance_after}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <h2>{t('staff.refunds.title')}</h2>
          {detail.refunds.length === 0 ? (
            <MutedText>{t('staff.refunds.empty')}</MutedText>
          ) : (
            <Table aria-label={t('staff.refunds.title')}>
              <thead>
                <tr>
                  <th>{t('staff.events.when')}</th>
                  <th>{t('staff.refunds.amount')}</th>
                  <th>{t('staff.refunds.credits')}</th>
                  <th>{t('staff.refunds.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.refunds.map((refund) => (
                  <tr key={refund.id}>
                    <td>{formatDateTime(refund.created_at, i18n.language)}</td>
                    <td>{formatMoney(refund.amount, p.currency, i18n.language)}</td>
                    <td>{refund.credits}</td>
                    <td>{refund.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </div>
        <div>
          {reviewOpen ? <ReviewForm payment={p} onDone={setNotice} /> : null}
          {refundable ? <RefundForm payment={p} onDone={setNotice} /> : null}
          <AdjustmentForm memberId={p.member_id} />
        </div>
      </Columns>
    </Page>
  );
}
