import { isHttpError } from '@amora/platform';
import { Alert, Button, ErrorPanel, MutedText, Spinner, TextField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../ComplaintListPage';
import { BACKOFFICE_NAMESPACE, formatDateTime } from '../i18n';
import { useMemberSearch } from './members-api';

/** `/backoffice/members`: find a member by e-mail, number or name, with the reason for looking. */
export function MemberSearchPage() {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const [q, setQ] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<{ q?: boolean; reason?: boolean }>({});
  const [search, setSearch] = useState<{ q: string; reason: string } | null>(null);
  const query = useMemberSearch(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { q: q.trim(), reason: reason.trim() };
    const gaps = { q: !next.q, reason: !next.reason };
    setMissing(gaps);
    if (gaps.q || gaps.reason) return;
    setSearch(next);
  };

  return (
    <Page>
      <h1>{t('members.title')}</h1>
      <form noValidate onSubmit={submit} aria-label={t('members.searchLabel')}>
        <TextField
          label={t('members.q')}
          hint={t('members.qHint')}
          value={q}
          maxLength={254}
          error={missing.q ? t('staff.required') : null}
          onChange={(event) => setQ(event.target.value)}
        />
        <TextField
          label={t('members.reason')}
          hint={t('members.reasonHint')}
          value={reason}
          maxLength={500}
          error={missing.reason ? t('staff.required') : null}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit" busy={query.isFetching}>
          {t('members.search')}
        </Button>
      </form>
      {query.isFetching ? <Spinner label={t('staff.loading')} /> : null}
      {query.isError ? (
        <ErrorPanel
          title={t('members.searchFailed')}
          message={isHttpError(query.error) ? query.error.message : undefined}
        />
      ) : null}
      {query.data && query.data.members.length === 0 ? <Alert tone="info">{t('members.none')}</Alert> : null}
      {query.data && query.data.members.length > 0 ? (
        <ul aria-label={t('members.results')}>
          {query.data.members.map((member) => (
            <li key={member.id}>
              <Link to={`/${member.id}?reason=${encodeURIComponent(search!.reason)}`}>
                {t('members.result', {
                  id: member.id,
                  name: member.name ?? '—',
                  email: member.email,
                  site: member.site_domain,
                })}
              </Link>{' '}
              <MutedText as="span">
                {t('members.resultState', {
                  status: t(`members.status.${member.status}`, { defaultValue: member.status }),
                  since: formatDateTime(member.signup_date, i18n.language),
                })}
              </MutedText>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
