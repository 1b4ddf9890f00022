import type { LiftableRestriction, StaffMemberRef } from '@amora/contracts';
import { Alert, Button, MutationProblem, RadioGroupField, TextAreaField } from '@amora/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { useLiftRestriction } from './api';

const Form = styled.form`
  padding: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The restrictions that hold for the member now, as the case shows their standing. */
export function liftableOf(member: StaffMemberRef): LiftableRestriction[] {
  const held: LiftableRestriction[] = [];
  if (member.standing === 'suspended') held.push('suspend');
  if (member.standing === 'banned') held.push('ban');
  if (member.profile_hidden) held.push('hide_profile');
  return held;
}

/**
 * Ends a hide, a suspension or a ban before its time, outside an appeal: always with a reason,
 * which the member is told by e-mail. Shown only while the member is under one of them.
 */
export function LiftForm({ member }: { member: StaffMemberRef }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const mutation = useLiftRestriction(member.id);
  const held = liftableOf(member);
  const [chosen, setChosen] = useState<LiftableRestriction | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'restriction' | 'reason', string>>>({});
  const [lifted, setLifted] = useState(false);
  const restriction = held.length === 1 ? held[0]! : chosen;

  if (!held.length) return lifted ? <Alert tone="success">{t('staff.lift.done')}</Alert> : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!restriction) found.restriction = t('staff.lift.restrictionRequired');
    if (!reason.trim()) found.reason = t('staff.action.reasonRequired');
    setErrors(found);
    if (Object.keys(found).length || !restriction) return;
    mutation.mutate(
      { restriction, reason: reason.trim() },
      {
        onSuccess: () => {
          setLifted(true);
          setReason('');
          setChosen('');
        },
      },
    );
  };

  return (
    <section aria-labelledby="case-lift">
      <Form noValidate onSubmit={submit}>
        <h2 id="case-lift">{t('staff.lift.title', { name: member.name })}</h2>
        {lifted ? <Alert tone="success">{t('staff.lift.done')}</Alert> : null}
        <RadioGroupField
          legend={t('staff.lift.restriction')}
          name={`member-${member.id}-lift`}
          value={restriction}
          onChange={(value) => setChosen(value as LiftableRestriction)}
          options={held.map((value) => ({ value, label: t(`staff.lift.options.${value}`) }))}
          error={errors.restriction}
        />
        <TextAreaField
          label={t('staff.action.reason')}
          hint={t('staff.lift.reasonHint')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        <MutationProblem mutation={mutation} fallback={t('staff.action.failed')} />
        <Button type="submit" busy={mutation.isPending}>
          {t('staff.lift.submit')}
        </Button>
      </Form>
    </section>
  );
}
