import * as z from 'zod/mini';
import { ID_MAX } from './ids.js';
import { StatementPaymentSchema } from './payments.js';

/*
 * The credits ledger's calls: the member's statement. See docs/api/credits.md and ADR 0013.
 */

/** Every way a credit moves (`credit_ledger.kind`). */
export const CREDIT_KINDS = [
  'purchase',
  'message',
  'photo',
  'gift',
  'refund',
  'bonus',
  'reversal',
  'adjustment',
] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];
export const CreditKindSchema = z.enum(CREDIT_KINDS);

/** Statement entries per page of `GET /api/transactions.php`. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/**
 * `GET /api/transactions.php`: the statement, newest first; `before` is the `next_before` of the
 * previous page. (The `?id=` form, one payment's state, arrives with payments.)
 */
export const TransactionsQuerySchema = z.object({
  before: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,10}$/, { error: 'validation.invalidValue' })),
      z.pipe(
        z.transform(Number),
        z.number().check(z.positive({ error: 'validation.invalidValue' }), z.lte(ID_MAX, { error: 'validation.invalidValue' })),
      ),
    ),
  ),
}); // prettier-ignore
export type TransactionsQuery = z.infer<typeof TransactionsQuerySchema>;

export const LedgerEntrySchema = z.object({
  id: z.number(),
  kind: CreditKindSchema,
  /** Signed: positive credits in, negative credits out. */
  amount: z.number(),
  balance_after: z.number(),
  /** What the credits bought or where they came from, e.g. `payment:123`, `message:456`. */
  reference: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /** For a purchase or its reversal: the payment (method, amount, currency, fee); else null. */
  payment: z.nullable(StatementPaymentSchema),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const TransactionsResponseSchema = z.object({
  balance: z.number(),
  /** Credits a reversal (chargeback) could not take back; the next credits in pay it off first. */
  debt: z.number(),
  entries: z.array(LedgerEntrySchema),
  /** The cursor of the next (older) page; null on the last page. */
  next_before: z.nullable(z.number()),
  /** The signed sum per kind over the member's whole ledger (spending is negative). */
  totals_by_kind: z.record(CreditKindSchema, z.number()),
});
export type TransactionsResponse = z.infer<typeof TransactionsResponseSchema>;
