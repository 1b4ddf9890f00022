/*
 * What finance reads: payments searched page by page (keyset on id), one payment with its provider
 * events, ledger rows and refunds, and the month's CSV for accounting.
 */
import {
  MONTHLY_CSV_COLUMNS,
  type CreditKind,
  type PaymentMethod,
  type PaymentReview,
  type PaymentStatus,
  type StaffPayment,
  type StaffPaymentDetail,
  type StaffPaymentList,
  type StaffPaymentQuery,
} from '@amora/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { creditLedger, paymentEvents, paymentRefunds, payments, users } from '../../../db/schema.js';
import { idCursor } from '../../../lib/id-cursor.js';
import type { StaffTx } from '../../staff/index.js';
import { purchaseKey } from '../settle.js';

const PAGE = 50;

const refundedSum = sql<number>`coalesce((select sum(r.amount) from payment_refunds r where r.payment_id = "payments"."id"), 0)::int`;

const columns = {
  payment: payments,
  memberEmail: users.email,
  refunded: refundedSum,
};

type Selected = { payment: typeof payments.$inferSelect; memberEmail: string; refunded: number };

function present({ payment: p, memberEmail, refunded }: Selected): StaffPayment {
  return {
    id: p.id,
    member_id: p.userId,
    member_email: memberEmail,
    status: p.status as PaymentStatus,
    method: p.method as PaymentMethod,
    provider: p.provider,
    provider_ref: p.providerRef,
    bundle: p.bundle,
    credits: p.credits,
    amount: p.amount,
    fee: p.fee,
    discount: p.discount,
    currency: p.currency,
    country: p.country,
    refunded: Number(refunded),
    review: p.review as PaymentReview | null,
    review_decision: p.reviewDecision as StaffPayment['review_decision'],
    reported_amount: p.reportedAmount,
    created_at: p.createdAt.toISOString(),
    settled_at: p.settledAt?.toISOString() ?? null,
  };
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** The review queue is worked oldest first; any other search is newest first. */
export async function listPayments(db: Db, query: StaffPaymentQuery): Promise<StaffPaymentList> {
  const queue = query.review === 'open';
  const after = idCursor(query.cursor);
  const filters: SQL[] = [];
  if (query.member !== undefined) filters.push(eq(payments.userId, query.member));
  if (query.status) filters.push(eq(payments.status, query.status));
  if (query.method) filters.push(eq(payments.method, query.method));
  if (query.provider_ref) filters.push(eq(payments.providerRef, query.provider_ref));
  if (query.from) filters.push(gte(payments.createdAt, dayStart(query.from)));
  if (query.to) filters.push(lt(payments.createdAt, nextDay(query.to)));
  if (queue) filters.push(isNotNull(payments.review), isNull(payments.reviewDecision));
  if (after !== undefined) filters.push(queue ? gt(payments.id, after) : lt(payments.id, after));
  const rows = await db
    .select(columns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(...filters))
    .orderBy(queue ? asc(payments.id) : desc(payments.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  return {
    payments: page.map(present),
    next_cursor: rows.length > PAGE ? String(page.at(-1)!.payment.id) : null,
  };
}

export async function findPayment(db: StaffTx, id: number): Promise<StaffPayment | null> {
  const [row] = await db
    .select(columns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, id));
  return row ? present(row) : null;
}

/** The payment, everything its provider reported, and the ledger rows it caused. */
export async function paymentDetail(db: StaffTx, id: number): Promise<StaffPaymentDetail | null> {
  const payment = await findPayment(db, id);
  if (!payment) return null;
  const reference = purchaseKey(id);
  // One after another: inside a transaction the three share one connection.
  const events = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, id))
    .orderBy(asc(paymentEvents.id));
  const ledger = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, payment.member_id),
        or(eq(creditLedger.reference, reference), eq(creditLedger.reference, `debt:${reference}`)),
      ),
    )
    .orderBy(asc(creditLedger.id));
  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, id))
    .orderBy(asc(paymentRefunds.id));
  return {
    payment,
    events: events.map((e) => ({
      id: e.id,
      source: e.source,
      status: e.status,
      applied: e.applied,
      created_at: e.createdAt.toISOString(),
    })),
    ledger: ledger.map((l) => ({
      id: l.id,
      kind: l.kind as CreditKind,
      amount: l.amount,
      balance_after: l.balanceAfter,
      reference: l.reference,
      created_at: l.createdAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      credits: r.credits,
      reason: r.reason,
      staff_id: r.staffId,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

const major = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * The month's settled money (UTC, by the day it settled): every payment that was paid, with what
 * was refunded of it. A refund the provider reported without one of ours (its dashboard) counts
 * the whole amount, as the provider's `refunded` means.
 */
export async function monthlyCsv(db: StaffTx, month: string): Promise<{ csv: string; rows: number }> {
  const start = new Date(`${month}-01T00:00:00.000Z`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  const rows = await db
    .select({ payment: payments, refunded: refundedSum })
    .from(payments)
    .where(
      and(
        gte(payments.settledAt, start),
        lt(payments.settledAt, end),
        inArray(payments.status, ['completed', 'refunded', 'charged_back']),
      ),
    )
    .orderBy(asc(payments.settledAt), asc(payments.id));
  const lines = rows.map(({ payment: p, refunded }) => {
    const refunds = p.status === 'refunded' && Number(refunded) === 0 ? p.amount : Number(refunded);
    return [
      p.settledAt!.toISOString().slice(0, 10),
      p.id,
      p.userId,
      p.method,
      p.country,
      p.currency,
      major(p.amount),
      major(p.fee),
      major(refunds),
      p.status,
    ].join(',');
  });
  return { csv: [MONTHLY_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n', rows: rows.length };
}
