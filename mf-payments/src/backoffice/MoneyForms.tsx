import type { StaffPayment } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { Alert, Button, RadioGroupField, TextAreaField, TextField } from '@amora/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCreditAdjustment, useRefund, useReviewDecision } from './api';
import { BACKOFFICE_NAMESPACE, formatMoney, newRequestKey } from './i18n';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
  }
`;

/** The server's own words when it refused, else a plain "try again". */
function useFailure(error: unknown): string | null {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  if (!error) return null;
  return isHttpError(error) ? error.message : t('staff.form.failed');
}

function MoneyForm(props: {
  title: string;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  submit: string;
  done: string | null;
  failure: string | null;
  children: ReactNode;
}) {
  return (
    <Form noValidate onSubmit={props.onSubmit} aria-label={props.title}>
      <h2>{props.title}</h2>
      {props.children}
      {props.failure ? <Alert tone="danger">{props.failure}</Alert> : null}
      {props.done ? <Alert tone="success">{props.done}</Alert> : null}
      <Button type="submit" busy={props.busy}>
        {props.submit}
      </Button>
    </Form>
  );
}

/** Why: every staff change of money says it, and the audit log keeps it. */
function ReasonField(props: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  return (
    <TextAreaField
      label={t('staff.form.reason')}
      hint={t('staff.form.reasonHint')}
      value={props.value}
      maxLength={500}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error}
    />
  );
}

/** Major units typed by a person ("12.50", "12,5") → minor units, or null when it is not an amount. */
export function minorUnits(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const majorUnits = (minor: number) => (minor / 100).toFixed(2);

export interface MoneyFormProps {
  payment: StaffPayment;
  /**
   * What was done, for the page to show: a refund in full or a review decision takes its own form
   * away (the payment is no longer refundable or in review), so its message lives on the page.
   */
  onDone: (message: string) => void;
}

/** A full or partial refund: the rest of the payment by default, never more (the server checks too). */
export function RefundForm({ payment, onDone }: MoneyFormProps) {
  const { t, i18n } = useTranslation(BACKOFFICE_NAMESPACE);
  const left = payment.amount - payment.refunded;
  const mutation = useRefund(payment.id);
  const [amount, setAmount] = useState(majorUnits(left));
  const [reason, setReason] = useState('');
  // One key per filled-in form: a double click or a retry is the same refund.
  const [key, setKey] = useState(newRequestKey);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = minorUnits(amount);
    const found: typeof errors = {};
    if (minor === null || minor <= 0 || minor > left)
      found.amount = t('staff.refund.amountInvalid', { max: money(left) });
    if (!reason.trim()) found.reason = t('staff.form.reasonRequired');
    setErrors(found);
    if (Object.keys(found).length || minor === null) return;
    mutation.mutate(
      { amount: minor, reason: reason.trim(), key },
      {
        onSuccess: (result) => {
          onDone(
            t('staff.refund.done', { amount: money(result.refund.amount), credits: result.refund.credits }),
          );
          setReason('');
          setKey(newRequestKey());
        },
      },
    );
  };

  return (
    <MoneyForm
      title={t('staff.refund.title')}
      onSubmit={submit}
      busy={mutation.isPending}
      submit={t('staff.refund.submit')}
      done={null}
      failure={useFailure(mutation.error)}
    >
      <TextField
        label={t('staff.refund.amount', { currency: payment.currency })}
        hint={t('staff.refund.amountHint', { max: money(left) })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
    </MoneyForm>
  );
}

/** The review queue's decision: accept (credit the member) or refund the money in full. */
export function ReviewForm({ payment, onDone }: MoneyFormProps) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const mutation = useReviewDecision(payment.id);
  const [decision, setDecision] = useState<'accept' | 'refund' | ''>('');
  const [reason, setReason] = useState('');
  const [key] = useState(newRequestKey);
  const [errors, setErrors] = useState<{ decision?: string; reason?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!decision) found.decision = t('staff.review.decisionRequired');
    if (!reason.trim()) found.reason = t('staff.form.reasonRequired');
    setErrors(found);
    if (Object.keys(found).length || !decision) return;
    mutation.mutate(
      { decision, reason: reason.trim(), key },
      { onSuccess: () => onDone(t('staff.review.done')) },
    );
  };

  return (
    <MoneyForm
      title={t('staff.review.decide')}
      onSubmit={submit}
      busy={mutation.isPending}
      submit={t('staff.review.submit')}
      done={null}
      failure={useFailure(mutation.error)}
    >
      <p>{t(`staff.review.explain.${payment.review ?? 'completed_after_expired'}`)}</p>
      <RadioGroupField
        legend={t('staff.review.decision')}
        name={`review-${payment.id}`}
        value={decision}
        onChange={(value) => setDecision(value as 'accept' | 'refund')}
        options={[
          { value: 'accept', label: t('staff.review.accept', { credits: payment.credits }) },
          { value: 'refund', label: t('staff.review.refund') },
        ]}
        error={errors.decision}
      />
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
    </MoneyForm>
  );
}

/** A manual credit adjustment of the payment's member: signed credits, always with a reason. */
export function AdjustmentForm({ memberId }: { memberId: number }) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const mutation = useCreditAdjustment(memberId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newRequestKey);
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credits = Number(amount.trim());
    const found: typeof errors = {};
    if (!/^-?\d{1,7}$/.test(amount.trim()) || credits === 0) found.amount = t('staff.adjust.amountInvalid');
    if (!reason.trim()) found.reason = t('staff.form.reasonRequired');
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length) return;
    mutation.mutate(
      { amount: credits, reason: reason.trim(), key },
      {
        onSuccess: (result) => {
          setDone(t('staff.adjust.done', { balance: result.balance }));
          setAmount('');
          setReason('');
          setKey(newRequestKey());
        },
      },
    );
  };

  return (
    <MoneyForm
      title={t('staff.adjust.title')}
      onSubmit={submit}
      busy={mutation.isPending}
      submit={t('staff.adjust.submit')}
      done={done}
      failure={useFailure(mutation.error)}
    >
      <TextField
        label={t('staff.adjust.amount')}
        hint={t('staff.adjust.amountHint')}
        inputMode="numeric"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={errors.amount}
      />
      <ReasonField value={reason} onChange={setReason} error={errors.reason} />
    </MoneyForm>
  );
}
