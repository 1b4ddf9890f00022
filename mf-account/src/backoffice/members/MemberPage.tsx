import type { StaffMember } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Button, ErrorPanel, Spinner, TermList, TextField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Table } from '../settings/CostEditors';
import { Page } from '../ComplaintListPage';
import { BACKOFFICE_NAMESPACE, formatDateTime } from '../i18n';
import { CreditAdjustment } from './CreditAdjustment';
import { MemberActions } from './MemberActions';
import { useMember } from './members-api';

/** `/backoffice/members/:id?reason=`: one member's account as support needs it, and the actions. */
export function MemberPage() {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const reason = params.get('reason')?.trim() || null;
  const query = useMember(id, reason);
  const back = <Link to="/">{t('members.back')}</Link>;

  if (reason === null)
    return (
      <Page>
        <p>{back}</p>
        <ReasonForm onReason={(given) => setParams({ reason: given })} />
      </Page>
    );
  if (query.isPending) return <Spinner block label={t('staff.loading')} />;
  if (query.isError)
    return (
      <Page>
        <p>{back}</p>
        <ErrorPanel
          title={t('members.loadFailed')}
          message={isHttpError(query.error) ? query.error.message : undefined}
        />
      </Page>
    );
  return (
    <Page>
      <p>{back}</p>
      <MemberFacts member={query.data} />
      <CreditAdjustment member={query.data} reason={reason} />
      <MemberActions member={query.data} reason={reason} />
    </Page>
  );
}

function ReasonForm({ onReason }: { onReason: (reason: string) => void }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setMissing(true);
    onReason(text.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-label={t('members.reasonFormLabel')}>
      <TextField
        label={t('members.reason')}
        hint={t('members.reasonHint')}
        value={text}
        maxLength={500}
        error={missing ? t('staff.required') : null}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{t('members.open')}</Button>
    </form>
  );
}

function MemberFacts({ member }: { member: StaffMember }) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const money = (minor: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(minor / 100);
  const state = member.state;
  const landerText = (lander: StaffMember['signup_lander']) =>
    lander
      ? t('members.lander.via', {
          key: lander.key ?? t('members.lander.removed'),
          family: lander.family,
          language: lander.language ?? t('members.lander.anyLanguage'),
          date: date(lander.visited_at),
        })
      : t('members.lander.none');
  const facts = [
    [t('members.fact.email'), member.email],
    [t('members.fact.site'), member.site.domain],
    [t('members.fact.language'), member.language],
    [t('members.fact.status'), t(`members.status.${state.status}`, { defaultValue: state.status })],
    [
      t('members.fact.restriction'),
      state.restriction
        ? t(`members.restriction.${state.restriction}`, { until: date(state.restriction_ends_at) })
        : t('members.restriction.none'),
    ],
    [t('members.fact.hidden'), state.profile_hidden ? t('members.yes') : t('members.no')],
    [t('members.fact.signup'), date(member.signup_date)],
    [t('members.fact.confirmed'), date(member.confirmed_at)],
    [
      t('members.fact.source'),
      member.signup_source
        ? Object.entries(member.signup_source)
            .map(([key, value]) => `${key}=${value}`)
            .join(', ')
        : t('members.source.direct'),
    ],
    [t('members.fact.lander'), landerText(member.signup_lander)],
    [
      t('members.fact.credits'),
      t('members.creditsValue', { balance: member.credits.balance, debt: member.credits.debt }),
    ],
    [t('members.fact.sessions'), String(member.sessions)],
    ...(state.deletion_requested_at
      ? [[t('members.fact.deletion'), date(state.deletion_requested_at)] as const]
      : []),
  ] as const;
  const reportRows = (rows: StaffMember['reports']['by'], who: string) =>
    rows.length === 0 ? (
      <p>{t('members.none')}</p>
    ) : (
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('members.col.date')}</th>
            <th scope="col">{who}</th>
            <th scope="col">{t('members.col.reason')}</th>
            <th scope="col">{t('members.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{date(row.created_at)}</td>
              <td>{row.member_id ?? '—'}</td>
              <td>{row.reason}</td>
              <td>{row.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  return (
    <>
      <h1>{t('members.memberTitle', { id: member.id, name: member.name ?? '—' })}</h1>
      <TermList items={facts} />
      <h2>{t('members.statement')}</h2>
      {member.statement.length === 0 ? (
        <p>{t('members.none')}</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('members.col.date')}</th>
              <th scope="col">{t('members.col.kind')}</th>
              <th scope="col">{t('members.col.amount')}</th>
              <th scope="col">{t('members.col.balance')}</th>
              <th scope="col">{t('members.col.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {member.statement.map((row) => (
              <tr key={row.id}>
                <td>{date(row.created_at)}</td>
                <td>{t(`members.kind.${row.kind}`, { defaultValue: row.kind })}</td>
                <td>{row.amount}</td>
                <td>{row.balance_after}</td>
                <td>{row.reference}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2>{t('members.payments')}</h2>
      {member.payments.length === 0 ? (
        <p>{t('members.none')}</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('members.col.date')}</th>
              <th scope="col">{t('members.col.method')}</th>
              <th scope="col">{t('members.col.amount')}</th>
              <th scope="col">{t('members.col.credits')}</th>
              <th scope="col">{t('members.col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {member.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{date(payment.created_at)}</td>
                <td>{payment.method}</td>
                <td>{money(payment.amount, payment.currency)}</td>
                <td>{payment.credits}</td>
                <td>{payment.status}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h2>{t('members.reportsBy')}</h2>
      {reportRows(member.reports.by, t('members.col.reported'))}
      <h2>{t('members.reportsAbout')}</h2>
      {reportRows(member.reports.about, t('members.col.reporter'))}
      <h2>{t('members.devices')}</h2>
      {member.devices.length === 0 ? (
        <p>{t('members.none')}</p>
      ) : (
        <ul>
          {member.devices.map((device) => (
            <li key={device.id}>
              {t('members.device', { service: device.service, since: date(device.created_at) })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
