import { STAFF_ROLES, type StaffCreated, type StaffRole, type StaffSummary } from '@amora/contracts';
import { Alert, Button, CheckboxGroupField, EmailField, ErrorPanel, Spinner, TextField } from '@amora/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { staffApi, staffKeys } from '../api/staff-api';
import { useConsole, useStaffSession } from '../platform/use-console';
import { errorMessage, Form, FormError, PageTitle } from './form-parts';
import { Table, TableScroll } from './table';

const LinkBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
  code {
    overflow-wrap: anywhere;
  }
`;
const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The one-time set-up link, shown once, with a copy button. */
function SetupLink({ created }: { created: StaffCreated }) {
  const { t } = useTranslation('backoffice');
  const [copied, setCopied] = useState(false);
  return (
    <LinkBox>
      <Alert tone="success">{t('staff.linkOnce', { email: created.staff.email })}</Alert>
      <code data-testid="setup-link">{created.setup_url}</code>
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(created.setup_url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('staff.copy')}
        </Button>
        <span role="status">{copied ? t('staff.copied') : ''}</span>
      </div>
    </LinkBox>
  );
}

function AddStaff({ onCreated }: { onCreated: (created: StaffCreated) => void }) {
  const { t } = useTranslation('backoffice');
  const { http } = useConsole();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      staffApi(http).create({ email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}), roles }),
    onSuccess: (created) => {
      setEmail('');
      setName('');
      setRoles([]);
      onCreated(created);
      void queryClient.invalidateQueries({ queryKey: staffKeys.list });
    },
    onError: (error) => setProblem(errorMessage(error, t('errors.generic'))),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (roles.length === 0) return setProblem(t('staff.rolesRequired'));
    setProblem(null);
    create.mutate();
  }
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="staff-add-title">
      <h2 id="staff-add-title">{t('staff.add')}</h2>
      <FormError message={problem} />
      <EmailField
        label={t('staff.email')}
        name="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField label={t('staff.name')} name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <CheckboxGroupField
        legend={t('staff.roles')}
        name="roles"
        options={STAFF_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        value={roles}
        onChange={setRoles}
      />
      <Button type="submit" busy={create.isPending}>
        {t('staff.create')}
      </Button>
    </Form>
  );
}

function DisableForm({ member, onDone }: { member: StaffSummary; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const { http } = useConsole();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const disable = useMutation({
    mutationFn: () => staffApi(http).disable(member.id, reason.trim()),
    onSuccess: () => {
      onDone();
      void queryClient.invalidateQueries({ queryKey: staffKeys.list });
    },
  });
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        disable.mutate();
      }}
      noValidate
    >
      <FormError message={disable.isError ? errorMessage(disable.error, t('errors.generic')) : null} />
      <TextField
        label={t('staff.reason', { email: member.email })}
        name="reason"
        required
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <RowActions>
        <Button type="submit" variant="danger" busy={disable.isPending}>
          {t('staff.confirmDisable')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('action.cancel')}
        </Button>
      </RowActions>
    </Form>
  );
}

/** The admin's staff list: add (the set-up link shown once), disable with a reason, reset. */
export function StaffPage() {
  const { t } = useTranslation('backoffice');
  const { http } = useConsole();
  const queryClient = useQueryClient();
  const staff = useQuery({ queryKey: staffKeys.list, queryFn: staffApi(http).list });
  const session = useStaffSession();
  const ownId = session.status === 'signed-in' ? session.staff.id : null;
  const [link, setLink] = useState<StaffCreated | null>(null);
  const [disabling, setDisabling] = useState<number | null>(null);
  const reset = useMutation({
    mutationFn: (id: number) => staffApi(http).reset(id),
    onSuccess: (created) => {
      setLink(created);
      void queryClient.invalidateQueries({ queryKey: staffKeys.list });
    },
  });

  let list;
  if (staff.isPending) list = <Spinner label={t('state.loading')} block />;
  else if (staff.isError)
    list = (
      <ErrorPanel
        level={2}
        title={t('errors.genericTitle')}
        message={errorMessage(staff.error, t('errors.generic'))}
        actions={<Button onClick={() => void staff.refetch()}>{t('action.retry')}</Button>}
      />
    );
  else
    list = (
      <TableScroll>
        <Table>
          <caption>{t('staff.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.email')}</th>
              <th scope="col">{t('staff.roles')}</th>
              <th scope="col">{t('staff.state')}</th>
              <th scope="col">{t('staff.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {staff.data.map((member) => (
              <tr key={member.id} data-testid="staff-row">
                <td>
                  {member.email}
                  {member.name ? <div>{member.name}</div> : null}
                </td>
                <td>{member.roles.map((role) => t(`role.${role}`)).join(', ')}</td>
                <td>
                  {member.disabled
                    ? t('staff.disabled')
                    : member.enrolled
                      ? t('staff.active')
                      : t('staff.waiting')}
                </td>
                <td>
                  {disabling === member.id ? (
                    <DisableForm member={member} onDone={() => setDisabling(null)} />
                  ) : (
                    <RowActions>
                      {/* An admin never disables their own account (the server refuses it too). */}
                      {member.disabled || member.id === ownId ? null : (
                        <>
                          <Button variant="secondary" onClick={() => reset.mutate(member.id)}>
                            {t('staff.reset')}
                          </Button>
                          <Button variant="danger" onClick={() => setDisabling(member.id)}>
                            {t('staff.disable')}
                          </Button>
                        </>
                      )}
                    </RowActions>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    );

  return (
    <section aria-labelledby="staff-title">
      <PageTitle id="staff-title">{t('staff.title')}</PageTitle>
      <FormError message={reset.isError ? errorMessage(reset.error, t('errors.generic')) : null} />
      {link ? <SetupLink created={link} /> : null}
      {list}
      <AddStaff onCreated={setLink} />
    </section>
  );
}
