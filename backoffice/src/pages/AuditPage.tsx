import { Button, ErrorPanel, SelectField, Spinner, TextField } from '@amora/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { staffApi, staffKeys, type AuditFilters } from '../api/staff-api';
import { useConsole } from '../platform/use-console';
import { errorMessage, PageTitle } from './form-parts';
import { Table, TableScroll } from './table';

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  button {
    margin-top: ${({ theme }) => theme.space(6)};
  }
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const EMPTY: AuditFilters = { staff_id: '', action: '', target_type: '', target_id: '' };

/** The audit log, newest first: filters by staff member, action and target, a page at a time. */
export function AuditPage() {
  const { t, i18n } = useTranslation('backoffice');
  const { http } = useConsole();
  const api = staffApi(http);
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const staff = useQuery({ queryKey: staffKeys.list, queryFn: api.list });
  const audit = useInfiniteQuery({
    queryKey: staffKeys.audit(filters),
    queryFn: ({ pageParam }) => api.audit(filters, pageParam ?? undefined),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
  });
  const formatTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];
  const field = (key: keyof AuditFilters) => ({
    name: key,
    value: draft[key] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  let list;
  if (audit.isPending) list = <Spinner label={t('state.loading')} block />;
  else if (audit.isError)
    list = (
      <ErrorPanel
        level={2}
        title={t('errors.genericTitle')}
        message={errorMessage(audit.error, t('errors.generic'))}
        actions={<Button onClick={() => void audit.refetch()}>{t('action.retry')}</Button>}
      />
    );
  else if (entries.length === 0) list = <p role="status">{t('audit.empty')}</p>;
  else
    list = (
      <>
        <TableScroll>
          <Table>
            <caption>{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.time')}</th>
                <th scope="col">{t('audit.staff')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.reason')}</th>
                <th scope="col">{t('audit.address')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="audit-row">
                  <td>{formatTime.format(new Date(entry.created_at))}</td>
                  <td>{entry.staff_email ?? t('audit.commandLine')}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>{entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}` : ''}</td>
                  <td>{entry.reason ?? ''}</td>
                  <td>{entry.ip ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        {audit.hasNextPage ? (
          <Button
            variant="secondary"
            busy={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            {t('audit.older')}
          </Button>
        ) : null}
      </>
    );

  return (
    <section aria-labelledby="audit-title">
      <PageTitle id="audit-title">{t('audit.title')}</PageTitle>
      <Filters onSubmit={apply} aria-label={t('audit.filters')}>
        <SelectField
          label={t('audit.staff')}
          {...field('staff_id')}
          options={[
            { value: '', label: t('audit.anyone') },
            ...(staff.data ?? []).map((member) => ({ value: String(member.id), label: member.email })),
          ]}
        />
        <TextField label={t('audit.action')} hint={t('audit.actionHint')} {...field('action')} />
        <TextField label={t('audit.targetType')} {...field('target_type')} />
        <TextField label={t('audit.targetId')} {...field('target_id')} />
        <Button type="submit">{t('audit.apply')}</Button>
      </Filters>
      {list}
    </section>
  );
}
