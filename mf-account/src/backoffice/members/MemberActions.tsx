import { DECISION_GROUNDS, type StaffMember } from '@amora/contracts';
import { Alert, Button, MutationProblem, SelectField, TextField } from '@amora/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { useMemberAction, type MemberAction } from './members-api';

const Box = styled.form`
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin-top: 0;
  }
`;

/**
 * One action with its own reason (kept in the audit log). `extra` adds the action's own fields;
 * `body` builds what is sent, or null when a field is missing.
 */
function ActionForm({
  member,
  lookReason,
  action,
  title,
  submit,
  done,
  extra,
  body,
  reasonLabel,
}: {
  member: StaffMember;
  lookReason: string;
  action: MemberAction;
  title: string;
  submit: string;
  done: string;
  extra?: ReactNode;
  body: (reason: string) => Record<string, unknown> | null;
  reasonLabel?: string;
}) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const mutation = useMemberAction(member.id, action, lookReason);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const payload = reason.trim() ? body(reason.trim()) : null;
    setMissing(!payload);
    if (payload) mutation.mutate(payload, { onSuccess: () => setReason('') });
  };
  const id = `member-action-${action.replace('/', '-')}`;
  return (
    <Box noValidate onSubmit={send} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {mutation.isSuccess ? <Alert tone="success">{done}</Alert> : null}
      <MutationProblem mutation={mutation} fallback={t('staff.failed')} />
      {extra}
      <TextField
        label={reasonLabel ?? t('members.action.reason')}
        value={reason}
        maxLength={500}
        error={missing ? t('staff.required') : null}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant={action === 'suspend' ? 'danger' : 'secondary'} busy={mutation.isPending}>
        {submit}
      </Button>
    </Box>
  );
}

/** Resend activation, change e-mail, end all sessions, suspend. */
export function MemberActions({ member, reason }: { member: StaffMember; reason: string }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const [email, setEmail] = useState('');
  const [ground, setGround] = useState('');
  const [days, setDays] = useState('7');
  const common = { member, lookReason: reason };
  return (
    <section aria-labelledby="member-actions">
      <h2 id="member-actions">{t('members.actions')}</h2>
      {member.state.status === 'not_confirmed' ? (
        <ActionForm
          {...common}
          action="activation"
          title={t('members.action.activation')}
          submit={t('members.action.activationSubmit')}
          done={t('members.action.activationDone')}
          body={(why) => ({ reason: why })}
        />
      ) : null}
      <ActionForm
        {...common}
        action="email"
        title={t('members.action.email')}
        submit={t('members.action.emailSubmit')}
        done={t('members.action.emailDone')}
        extra={
          <TextField
            label={t('members.action.newEmail')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        }
        body={(why) => (email.trim() ? { email: email.trim(), reason: why } : null)}
      />
      <ActionForm
        {...common}
        action="sessions/end"
        title={t('members.action.sessions')}
        submit={t('members.action.sessionsSubmit')}
        done={t('members.action.sessionsDone')}
        body={(why) => ({ reason: why })}
      />
      <ActionForm
        {...common}
        action="suspend"
        title={t('members.action.suspend')}
        submit={t('members.action.suspendSubmit')}
        done={t('members.action.suspendDone')}
        reasonLabel={t('members.action.suspendReason')}
        extra={
          <>
            <SelectField
              label={t('members.action.ground')}
              placeholder={t('members.action.groundChoose')}
              value={ground}
              options={DECISION_GROUNDS.map((value) => ({ value, label: t(`members.ground.${value}`) }))}
              onChange={(event) => setGround(event.target.value)}
            />
            <TextField
              label={t('members.action.days')}
              type="number"
              min={1}
              max={365}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          </>
        }
        body={(why) => (ground && Number(days) > 0 ? { reason: why, ground, days: Number(days) } : null)}
      />
    </section>
  );
}
