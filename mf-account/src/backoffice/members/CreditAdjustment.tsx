import type { StaffMember, StaffRole } from '@amora/contracts';
import { Alert, Button, MutationProblem, TextAreaField, TextField } from '@amora/ui';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BACKOFFICE_NAMESPACE } from '../i18n';
import { useCreditAdjustment } from './members-api';

/** Who may adjust credits: the server's guard of `POST /api/staff/members/{id}/credits`. */
const ADJUSTERS: readonly StaffRole[] = ['finance', 'admin'];

const Box = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * The balance after an adjustment as the ledger computes it: credits in pay off debt first, credits
 * out never go below zero (the form refuses that before asking).
 */
export function balanceAfter(credits: StaffMember['credits'], amount: number): number {
  const gross = credits.balance + amount;
  return amount > 0 ? gross - Math.min(credits.debt, gross) : gross;
}

/** The section on the member's page: a button that opens the form, shown to finance and admins only. */
export function CreditAdjustment({ member, reason }: { member: StaffMember; reason: string }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const { getStaff } = useBackofficePlatform();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (!getStaff().roles.some((role) => ADJUSTERS.includes(role))) return null;
  return (
    <section aria-labelledby="member-credit-adjustment">
      <h2 id="member-credit-adjustment">{t('members.adjust.title')}</h2>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {open ? (
        // Mounted per opening: its idempotency key lives exactly as long as this form.
        <AdjustmentForm
          member={member}
          lookReason={reason}
          onCancel={() => setOpen(false)}
          onDone={(message) => {
            setDone(message);
            setOpen(false);
          }}
        />
      ) : (
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
        >
          {t('members.adjust.open')}
        </Button>
      )}
    </section>
  );
}

function AdjustmentForm({
  member,
  lookReason,
  onCancel,
  onDone,
}: {
  member: StaffMember;
  lookReason: string;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const mutation = useCreditAdjustment(member.id, lookReason);
  // Once per opening: a double submit or a retry after a lost answer is the same adjustment.
  const [key] = useState(() => globalThis.crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const credits = Number(amount.trim());
  const balance = member.credits.balance;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!/^-?\d{1,7}$/.test(amount.trim()) || credits === 0) found.amount = t('members.adjust.amountInvalid');
    else if (credits < 0 && -credits > balance) found.amount = t('members.adjust.tooMuch', { balance });
    if (!reason.trim()) found.reason = t('staff.required');
    setErrors(found);
    setConfirming(Object.keys(found).length === 0);
  };

  const confirm = () =>
    mutation.mutate(
      { amount: credits, reason: reason.trim(), key },
      {
        onSuccess: (result) =>
          onDone(t('members.adjust.done', { amount: signed(result.amount), balance: result.balance })),
      },
    );

  return (
    <Box noValidate onSubmit={review} aria-labelledby="member-credit-adjustment-form">
      <h3 id="member-credit-adjustment-form">{t('members.adjust.formTitle', { id: member.id })}</h3>
      <MutationProblem mutation={mutation} fallback={t('staff.failed')} />
      <TextField
        label={t('members.adjust.amount')}
        hint={t('members.adjust.amountHint')}
        inputMode="numeric"
        value={amount}
        readOnly={confirming}
        error={errors.amount ?? null}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextAreaField
        label={t('members.action.reason')}
        value={reason}
        maxLength={500}
        readOnly={confirming}
        error={errors.reason ?? null}
        onChange={(event) => setReason(event.target.value)}
      />
      {confirming ? (
        <>
          <p role="status">
            {t('members.adjust.confirmText', {
              amount: signed(credits),
              balance,
              after: balanceAfter(member.credits, credits),
            })}
          </p>
          <Row>
            <Button type="button" busy={mutation.isPending} onClick={confirm}>
              {t('members.adjust.confirm')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={mutation.isPending}
              onClick={() => setConfirming(false)}
            >
              {t('members.adjust.change')}
            </Button>
          </Row>
        </>
      ) : (
        <Row>
          <Button type="submit">{t('members.adjust.review')}</Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('members.adjust.cancel')}
          </Button>
        </Row>
      )}
    </Box>
  );
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
