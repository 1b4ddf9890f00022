import * as z from 'zod/mini';
import { CreditKindSchema } from './credits.js';
import { ID_MAX } from './ids.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PaymentMethodSchema, PaymentStatusSchema } from './payments.js';

/*
 * Finance's calls in the staff console (docs/api/staff.md): payments searched and read, refunds
 * through the provider, the manual-review queue, credit adjustments and the monthly CSV. Amounts
 * of money are minor units (cents) of the payment's currency; credits are whole credits.
 */

export const PAYMENT_REVIEWS = ['completed_after_expired', 'amount_mismatch'] as const;
export type PaymentReview = (typeof PAYMENT_REVIEWS)[number];

export const REVIEW_DECISIONS = ['accept', 'refund'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** The longest idempotency key a staff form may send (a UUID is 36). */
export const STAFF_KEY_MAX = 100;

/** A form's idempotency key: one per form, so a retry or double click is the same request. */
const StaffKeySchema = z
  .string({ error: 'validation.invalidValue' })
  .check(z.regex(/^[A-Za-z0-9_.:-]{8,100}$/, { error: 'validation.invalidValue' }));

/** Why finance changed money: required, kept in the audit log. */
const StaffReasonSchema = z
  .string({ error: 'validation.reasonTextRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'validation.reasonTextRequired' }),
    z.maxLength(500, { error: 'validation.textTooLong' }),
  );

const MemberIdQuerySchema = z.pipe(
  z.string().check(z.regex(/^\d{1,10}$/, { error: 'validation.invalidValue' })),
  z.pipe(z.transform(Number), z.number().check(z.positive(), z.lte(ID_MAX))),
);

/** `YYYY-MM-DD`, a UTC day. */
const DaySchema = z
  .string({ error: 'validation.invalidValue' })
  .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.invalidValue' }));

// ---------------------------------------------------------------------------------------------
// `GET /api/staff/payments?member=&status=&method=&provider_ref=&from=&to=&review=open&cursor=`
// ---------------------------------------------------------------------------------------------

export const StaffPaymentQuerySchema = z.object({
  member: z.optional(MemberIdQuerySchema),
  status: z.optional(z.enum(PAYMENT_STATUSES, { error: 'validation.invalidValue' })),
  method: z.optional(z.enum(PAYMENT_METHODS, { error: 'validation.invalidValue' })),
  provider_ref: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(100, { error: 'validation.invalidValue' })),
  ),
  /** Created on or after this UTC day. */
  from: z.optional(DaySchema),
  /** Created on or before this UTC day. */
  to: z.optional(DaySchema),
  /** `open`: only the payments waiting for a person (the manual-review queue, oldest first). */
  review: z.optional(z.enum(['open'], { error: 'validation.invalidValue' })),
  cursor: z.optional(z.string().check(z.maxLength(20, { error: 'validation.invalidValue' }))),
});
export type StaffPaymentQuery = z.infer<typeof StaffPaymentQuerySchema>;

export const StaffPaymentSchema = z.object({
  id: z.number(),
  member_id: z.number(),
  member_email: z.string(),
  status: PaymentStatusSchema,
  method: PaymentMethodSchema,
  provider: z.string(),
  provider_ref: z.nullable(z.string()),
  bundle: z.string(),
  credits: z.number(),
  amount: z.number(),
  fee: z.number(),
  discount: z.number(),
  currency: z.string(),
  country: z.string(),
  /** The money refunded so far (minor units). */
  refunded: z.number(),
  review: z.nullable(z.enum(PAYMENT_REVIEWS)),
  review_decision: z.nullable(z.enum(['accepted', 'refunded'])),
  /** What the provider reported paid, when it differs from `amount`. */
  reported_amount: z.nullable(z.number()),
  created_at: z.string(),
  settled_at: z.nullable(z.string()),
});
export type StaffPayment = z.infer<typeof StaffPaymentSchema>;

export const StaffPaymentListSchema = z.object({
  payments: z.array(StaffPaymentSchema),
  next_cursor: z.nullable(z.string()),
});
export type StaffPaymentList = z.infer<typeof StaffPaymentListSchema>;

// ---------------------------------------------------------------------------------------------
// `GET /api/staff/payments/{id}`: the payment, its provider events, ledger rows and refunds
// ---------------------------------------------------------------------------------------------

export const StaffPaymentEventSchema = z.object({
  id: z.number(),
  source: z.string(),
  status: z.string(),
  applied: z.boolean(),
  created_at: z.string(),
});

export const StaffLedgerRowSchema = z.object({
  id: z.number(),
  kind: CreditKindSchema,
  amount: z.number(),
  balance_after: z.number(),
  reference: z.string(),
  created_at: z.string(),
});

export const StaffRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  credits: z.number(),
  reason: z.string(),
  staff_id: z.nullable(z.number()),
  created_at: z.string(),
});
export type StaffRefund = z.infer<typeof StaffRefundSchema>;

export const StaffPaymentDetailSchema = z.object({
  payment: StaffPaymentSchema,
  events: z.array(StaffPaymentEventSchema),
  ledger: z.array(StaffLedgerRowSchema),
  refunds: z.array(StaffRefundSchema),
});
export type StaffPaymentDetail = z.infer<typeof StaffPaymentDetailSchema>;

// ---------------------------------------------------------------------------------------------
// `POST /api/staff/payments/{id}/refunds`, `POST /api/staff/payments/{id}/review`
// ---------------------------------------------------------------------------------------------

export const RefundBodySchema = z.strictObject({
  /** Minor units; at most what is left of the payment. */
  amount: z
    .number({ error: 'validation.refundAmountInvalid' })
    .check(
      z.int({ error: 'validation.refundAmountInvalid' }),
      z.positive({ error: 'validation.refundAmountInvalid' }),
      z.lte(ID_MAX, { error: 'validation.refundAmountInvalid' }),
    ),
  reason: StaffReasonSchema,
  key: StaffKeySchema,
});
export type RefundBody = z.infer<typeof RefundBodySchema>;

export const RefundResultSchema = z.object({
  refund: StaffRefundSchema,
  payment: StaffPaymentSchema,
  /** True when the key had been used before: nothing was refunded this time. */
  replayed: z.boolean(),
});
export type RefundResult = z.infer<typeof RefundResultSchema>;

export const ReviewBodySchema = z.strictObject({
  decision: z.enum(REVIEW_DECISIONS, { error: 'validation.invalidValue' }),
  reason: StaffReasonSchema,
  key: StaffKeySchema,
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

// ---------------------------------------------------------------------------------------------
// `POST /api/staff/members/{id}/credits`: a manual adjustment (ledger kind `adjustment`)
// ---------------------------------------------------------------------------------------------

export const CreditAdjustmentBodySchema = z.strictObject({
  /** Signed whole credits: positive adds, negative takes (never below the balance). */
  amount: z.number({ error: 'validation.creditAdjustmentInvalid' }).check(
    z.int({ error: 'validation.creditAdjustmentInvalid' }),
    z.gte(-1_000_000, { error: 'validation.creditAdjustmentInvalid' }),
    z.lte(1_000_000, { error: 'validation.creditAdjustmentInvalid' }),
    z.refine((n) => n !== 0, { error: 'validation.creditAdjustmentInvalid' }),
  ),
  reason: StaffReasonSchema,
  key: StaffKeySchema,
});
export type CreditAdjustmentBody = z.infer<typeof CreditAdjustmentBodySchema>;

export const CreditAdjustmentResultSchema = z.object({
  member_id: z.number(),
  amount: z.number(),
  balance: z.number(),
  replayed: z.boolean(),
});
export type CreditAdjustmentResult = z.infer<typeof CreditAdjustmentResultSchema>;

// ---------------------------------------------------------------------------------------------
// `GET /api/staff/payments/monthly.csv?month=YYYY-MM`: accounting's month
// ---------------------------------------------------------------------------------------------

export const MonthlyCsvQuerySchema = z.object({
  month: z
    .string({ error: 'validation.monthInvalid' })
    .check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.monthInvalid' })),
});

/** The CSV's columns, in order (amounts in major units with two decimals). */
export const MONTHLY_CSV_COLUMNS = [
  'date',
  'payment_id',
  'member_id',
  'method',
  'country',
  'currency',
  'amount',
  'fee',
  'refunds',
  'status',
] as const;
