import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { check, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, instant, updatedAt } from './columns.js';
import { memberRef, siteRef, sites, users } from './member-schema.js';
import { staff } from './staff-schema.js';

/*
 * Credits and payments: the ledger every credit moves through, the payments that buy them, their
 * refunds and provider events, discount codes, direct-debit mandates and members' spending controls.
 */

/**
 * Every credit in and out, append-only (ADR 0013): a trigger refuses UPDATE and DELETE (except the
 * cascade of a purged member), `balance_after` chains each member's rows, and `users.credits`
 * always equals the last row's `balance_after`. Written only by modules/credits.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: identityId(),
    userId: memberRef('user_id'),
    /** Signed: positive credits in, negative credits out. */
    amount: integer('amount').notNull(),
    kind: text('kind').notNull(),
    /** What the credits bought or where they came from, e.g. `payment:123`, `message:456`. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** What the caller asked for (unsigned); differs from |amount| only when a reversal left debt. */
    requested: integer('requested').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Debt after this row (a reversal beyond the balance adds to it, grants pay it off). */
    debtAfter: integer('debt_after').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'credit_ledger_kind',
      sql`${t.kind} in ('purchase', 'message', 'photo', 'gift', 'refund', 'bonus', 'reversal', 'adjustment')`,
    ),
    check('credit_ledger_requested_positive', sql`${t.requested} > 0`),
    check('credit_ledger_balance_after_nonnegative', sql`${t.balanceAfter} >= 0`),
    check('credit_ledger_debt_after_nonnegative', sql`${t.debtAfter} >= 0`),
    // The statement: a member's rows newest first, keyset on id.
    index('credit_ledger_user').on(t.userId, t.id),
  ],
);

/*
 * Payments (ADR 0014): a payment is created pending and settled by its provider's
 * webhook or a status fetch; its credits go through credit_ledger with the key `payment:{id}`, so
 * however often a webhook arrives the credits are granted once.
 */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    userId: memberRef('user_id'),
    siteId: siteRef(),
    /** p0-p3 of the site's bundles at the time of purchase. */
    bundle: text('bundle').notNull(),
    credits: integer('credits').notNull(),
    /** One of the spec's 24 methods (contracts PAYMENT_METHODS). */
    method: text('method').notNull(),
    /** `sandbox` or `mollie`: the adapter that handles this payment. */
    provider: text('provider').notNull(),
    /** The provider's own id (Mollie `tr_…`); unique per provider once known. */
    providerRef: text('provider_ref'),
    /** Minor units (cents): bundle price − discount + fee, what the member pays. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    status: text('status').notNull().default('pending'),
    /** The client's key for one Pay click: a double click answers the first payment. */
    clientKey: text('client_key').notNull(),
    /** A direct-debit payment's mandate. */
    mandateId: integer('mandate_id').references(() => directDebitMandates.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    settledAt: instant('settled_at'),
    /**
     * Why the payment waits for a person (finance's review queue): `completed_after_expired` (the
     * provider reported it paid after our expiry job had given up) or `amount_mismatch` (paid, but
     * not the amount we asked). Null for every payment the rules settled alone.
     */
    review: text('review'),
    /** What the provider said was paid, kept when it differs from `amount`. */
    reportedAmount: integer('reported_amount'),
    /** `accepted` (credited after all) or `refunded`; null while the review is open. */
    reviewDecision: text('review_decision'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
  },
  (t) => [
    check(
      'payments_review',
      sql`${t.review} is null or ${t.review} in ('completed_after_expired', 'amount_mismatch')`,
    ),
    check(
      'payments_review_decision',
      sql`${t.reviewDecision} is null or (${t.review} is not null and ${t.reviewDecision} in ('accepted', 'refunded'))`,
    ),
    index('payments_review_open')
      .on(t.id)
      .where(sql`${t.review} is not null and ${t.reviewDecision} is null`),
    check(
      'payments_status',
      sql`${t.status} in ('pending', 'completed', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back')`,
    ),
    check(
      'payments_amounts',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.discount} >= 0 and ${t.credits} > 0`,
    ),
    uniqueIndex('payments_client_key').on(t.userId, t.clientKey),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_user').on(t.userId, t.id),
    index('payments_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Money sent back to a member by finance (full or partial), one row per refund. `key` is the staff
 * form's idempotency key: a retried or double-clicked refund finds its first row and refunds nothing
 * more. `credits` is what the ledger took back for it (proportional; 0 for a never-credited payment).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: identityId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** Minor units of the payment's currency. */
    amount: integer('amount').notNull(),
    credits: integer('credits').notNull(),
    reason: text('reason').notNull(),
    key: text('key').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_refunds_amounts', sql`${t.amount} > 0 and ${t.credits} >= 0`),
    uniqueIndex('payment_refunds_key').on(t.paymentId, t.key),
  ],
);

/** Every webhook or status fetch that reached a payment, in arrival order (no card or IBAN data). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: identityId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    /** The status the provider reported. */
    status: text('status').notNull(),
    /** Whether it changed the payment (a replay or a stale report does not). */
    applied: boolean('applied').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_payment').on(t.paymentId, t.id)],
);

/**
 * The sandbox provider's outgoing webhooks: kept until the server acknowledges them, retried on a
 * schedule, so a webhook survives a restart as a real provider's does.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: identityId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** What the member chose on the checkout page, or what the sandbox reports later (refund, chargeback). */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    deliveredAt: instant('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_webhooks_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** A discount code: site-wide, one member's own, or the timed welcome code (TIMEBONUS25). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: identityId(),
    /** Compared upper-cased. */
    code: text('code').notNull(),
    /** Null: valid on every site. */
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    /** Null: any member; else only this member may use it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    country: text('country'),
    valuePercentage: integer('value_percentage').notNull(),
    /** Minor units in `currency`; 0 for none. */
    minimumOrderValue: integer('minimum_order_value').notNull().default(0),
    currency: text('currency'),
    /** Methods it applies to; null for all. */
    paymentMethods: jsonb('payment_methods').$type<string[]>(),
    status: text('status').notNull().default('active'),
    expiresAt: instant('expires_at'),
    /** Timed codes (TIMEBONUS25): valid this many seconds after the member's sign-up. */
    validitySeconds: integer('validity_seconds'),
    createdAt: createdAt(),
  },
  (t) => [
    check('discount_codes_status', sql`${t.status} in ('active', 'inactive')`),
    check('discount_codes_percentage', sql`${t.valuePercentage} between 1 and 100`),
    uniqueIndex('discount_codes_code').on(sql`upper(${t.code})`, sql`coalesce(${t.siteId}, 0)`),
  ],
);

/** A code used by a member: once per member, written with the completed payment. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: memberRef('user_id'),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.discountCodeId, t.userId] })],
);

/** A SEPA direct-debit mandate; answers show only the masked IBAN. */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: identityId(),
    userId: memberRef('user_id'),
    accountHolder: text('account_holder').notNull(),
    /** Electronic format, upper-case, no spaces. */
    iban: text('iban').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    mobile: text('mobile').notNull(),
    status: text('status').notNull().default('active'),
    authorizedAt: instant('authorized_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('direct_debit_mandates_status', sql`${t.status} in ('active', 'revoked')`),
    index('direct_debit_mandates_user').on(t.userId),
  ],
);

/** One-time SMS codes (direct-debit confirmation); only a hash is kept, tries are limited. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: identityId(),
    userId: memberRef('user_id'),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_user').on(t.userId, t.purpose, t.id)],
);

/** The member's own spending controls. */
export const spendingControls = pgTable('spending_controls', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Credits a day / a calendar month the member allows themself to spend; null for no cap. */
  dailyCap: integer('daily_cap'),
  monthlyCap: integer('monthly_cap'),
  /** Hours without purchases the member chose after a large purchase; null for none. */
  coolOffHours: integer('cool_off_hours'),
  coolOffUntil: instant('cool_off_until'),
  monthlyStatement: boolean('monthly_statement').notNull().default(false),
  lastStatementMonth: text('last_statement_month'),
  updatedAt: updatedAt(),
});
