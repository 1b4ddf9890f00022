import { PAYMENT_METHODS, PAYMENT_STATUSES, type StaffPayment } from '@amora/contracts';
import { Button, SelectField, TextField, up } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { usePayments, type PaymentFilters } from './api';
import { BACKOFFICE_NAMESPACE, formatDateTime, formatMoney } from './i18n';
import { joined, Page, Records } from './QueryState';

const Filters = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  ${up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const EMPTY: PaymentFilters = { member: '', status: '', method: '', provider_ref: '', from: '', to: '' };

const lastMonth = () => {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return month.toISOString().slice(0, 7);
};

function PaymentRow({ payment }: { payment: StaffPayment }) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  return (
    <li>
      <Link to={`/${payment.id}`}>
        <strong>{t('staff.payment.number', { id: payment.id })}</strong>
        <span>
          {joined([
            payment.member_email,
            t(`staff.status.${payment.status}`),
            payment.method,
            payment.review && !payment.review_decision ? t(`staff.review.${payment.review}`) : null,
          ])}
        </span>
        <span>
          {joined([
            money(payment.amount),
            payment.refunded > 0
              ? t('staff.payment.refundedShort', { amount: money(payment.refunded) })
              : null,
          ])}
        </span>
        <span>{formatDateTime(payment.created_at, i18n.language)}</span>
      </Link>
    </li>
  );
}

/**
 * `/backoffice/payments` and `/backoffice/payments/review`: payments searched by member, status,
 * method, provider id and date, newest first; the review queue, oldest first; the monthly CSV.
 */
export function PaymentSearchPage({ queue = false }: { queue?: boolean }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const [draft, setDraft] = useState<PaymentFilters>(EMPTY);
  const [filters, setFilters] = useState<PaymentFilters>(EMPTY);
  const [month, setMonth] = useState(lastMonth);
  const query = usePayments(queue ? { ...EMPTY, review: 'open' } : filters);
  const rows = query.data?.pages.flatMap((page) => page.payments) ?? [];
  const set = (field: keyof PaymentFilters) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [field]: event.target.value }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };

  const body = (
    <Records
      query={query}
      items={rows}
      failedTitle={t('staff.search.loadFailed')}
      empty={queue ? t('staff.review.empty') : t('staff.search.empty')}
      label={queue ? t('staff.review.title') : t('staff.search.results')}
      columns="7rem minmax(0, 2fr) minmax(0, 1fr) 12rem"
    >
      {(payment) => <PaymentRow key={payment.id} payment={payment} />}
    </Records>
  );

  return (
    <Page>
      <h1>{queue ? t('staff.review.title') : t('staff.search.title')}</h1>
      <Tools>
        {queue ? (
          <Link to="/">{t('staff.search.title')}</Link>
        ) : (
          <Link to="/review">{t('staff.review.title')}</Link>
        )}
        <TextField
          label={t('staff.csv.month')}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
        <a
          href={`/api/staff/payments/monthly.csv?month=${encodeURIComponent(month)}`}
          download={`payments-${month}.csv`}
        >
          {t('staff.csv.download')}
        </a>
      </Tools>
      {queue ? (
        <p>{t('staff.review.intro')}</p>
      ) : (
        <Filters role="search" aria-label={t('staff.search.filters')} onSubmit={search} noValidate>
          <TextField
            label={t('staff.search.member')}
            inputMode="numeric"
            value={draft.member}
            onChange={set('member')}
          />
          <SelectField
            label={t('staff.search.status')}
            value={draft.status}
            onChange={set('status')}
            placeholder={t('staff.search.any')}
            options={PAYMENT_STATUSES.map((value) => ({ value, label: t(`staff.status.${value}`) }))}
          />
          <SelectField
            label={t('staff.search.method')}
            value={draft.method}
            onChange={set('method')}
            placeholder={t('staff.search.any')}
            options={PAYMENT_METHODS.map((value) => ({ value, label: value }))}
          />
          <TextField
            label={t('staff.search.providerRef')}
            value={draft.provider_ref}
            onChange={set('provider_ref')}
          />
          <TextField label={t('staff.search.from')} type="date" value={draft.from} onChange={set('from')} />
          <TextField label={t('staff.search.to')} type="date" value={draft.to} onChange={set('to')} />
          <Button type="submit">{t('staff.search.submit')}</Button>
        </Filters>
      )}
      {body}
    </Page>
  );
}
