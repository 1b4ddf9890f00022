import { LARGE_PURCHASE_CREDITS, type SpendingControls, type SpendingControlsUpdate } from '@amora/contracts';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { creditLedger, spendingControls } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { LedgerTx } from './ledger.js';

/*
 * The member's own spending controls. Caps count net spending: messages,
 * photos and gifts, less refunds, per UTC day and UTC calendar month, measured by the database's
 * clock in the same transaction as the spend, so two concurrent spends cannot both slip under a cap
 * (the ledger holds the member's row lock while this runs).
 */

/** Kinds that count against a cap: what the member spends, and refunds of it. */
const CAPPED_KINDS = ['message', 'photo', 'gift'] as const;
const NET_SPENDING_KINDS = [...CAPPED_KINDS, 'refund'];

export function countsAgainstCaps(kind: string): boolean {
  return (CAPPED_KINDS as readonly string[]).includes(kind);
}

/** The member's net spending since the start of the UTC day and of the UTC month. */
async function spentSince(tx: LedgerTx, memberId: number): Promise<{ today: number; month: number }> {
  const monthStart = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
  const dayStart = sql`date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`;
  const [row] = await tx
    .select({
      today: sql<string>`coalesce(-sum(${creditLedger.amount}) filter (where ${creditLedger.createdAt} >= ${dayStart}), 0)`,
      month: sql<string>`coalesce(-sum(${creditLedger.amount}), 0)`,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, memberId),
        inArray(creditLedger.kind, NET_SPENDING_KINDS),
        gte(creditLedger.createdAt, monthStart),
      ),
    );
  return { today: Math.max(0, Number(row?.today ?? 0)), month: Math.max(0, Number(row?.month ?? 0)) };
}

/**
 * Refuses a spend that would take the member past a cap they set. Called by the ledger inside the
 * spend's transaction, after the member's row is locked.
 */
export async function assertWithinCaps(tx: LedgerTx, memberId: number, amount: number): Promise<void> {
  const [controls] = await tx
    .select({ daily: spendingControls.dailyCap, monthly: spendingControls.monthlyCap })
    .from(spendingControls)
    .where(eq(spendingControls.userId, memberId));
  if (!controls || (controls.daily === null && controls.monthly === null)) return;
  const spent = await spentSince(tx, memberId);
  if (controls.daily !== null && spent.today + amount > controls.daily) {
    throw new AppError(402, 'spending_cap_reached', 'errors.dailyCapReached', {
      cap: controls.daily,
      left: Math.max(0, controls.daily - spent.today),
    });
  }
  if (controls.monthly !== null && spent.month + amount > controls.monthly) {
    throw new AppError(402, 'spending_cap_reached', 'errors.monthlyCapReached', {
      cap: controls.monthly,
      left: Math.max(0, controls.monthly - spent.month),
    });
  }
}

export async function readSpendingControls(db: Db, memberId: number): Promise<SpendingControls> {
  const [controls] = await db.select().from(spendingControls).where(eq(spendingControls.userId, memberId));
  const spent = await spentSince(db, memberId);
  const coolOffUntil = controls?.coolOffUntil ?? null;
  return {
    daily_cap: controls?.dailyCap ?? null,
    monthly_cap: controls?.monthlyCap ?? null,
    cool_off_hours: controls?.coolOffHours ?? null,
    cool_off_until: coolOffUntil && coolOffUntil.getTime() > Date.now() ? coolOffUntil.toISOString() : null,
    monthly_statement: controls?.monthlyStatement ?? false,
    spent_today: spent.today,
    spent_this_month: spent.month,
  };
}

/** Writes the fields the member sent; `null` clears a cap or the cool-off choice. */
export async function updateSpendingControls(
  db: Db,
  memberId: number,
  update: SpendingControlsUpdate,
): Promise<SpendingControls> {
  const values = {
    ...(update.daily_cap !== undefined && { dailyCap: update.daily_cap }),
    ...(update.monthly_cap !== undefined && { monthlyCap: update.monthly_cap }),
    ...(update.cool_off_hours !== undefined && { coolOffHours: update.cool_off_hours }),
    ...(update.monthly_statement !== undefined && { monthlyStatement: update.monthly_statement }),
  };
  await db
    .insert(spendingControls)
    .values({ userId: memberId, ...values })
    .onConflictDoUpdate({ target: spendingControls.userId, set: { ...values, updatedAt: sql`now()` } });
  return readSpendingControls(db, memberId);
}

/**
 * After a completed purchase: a purchase of `LARGE_PURCHASE_CREDITS` or more starts the cool-off
 * the member chose (no purchases until it ends). Called by payments in the settling transaction.
 */
export async function startCoolOffAfterPurchase(
  tx: LedgerTx,
  memberId: number,
  credits: number,
): Promise<void> {
  if (credits < LARGE_PURCHASE_CREDITS) return;
  await tx
    .update(spendingControls)
    .set({ coolOffUntil: sql`now() + make_interval(hours => ${spendingControls.coolOffHours})` })
    .where(and(eq(spendingControls.userId, memberId), sql`${spendingControls.coolOffHours} is not null`));
}

/** Starts the member's chosen cool-off again from now (a purchase that settled inside one). */
export async function restartCoolOff(tx: LedgerTx, memberId: number): Promise<void> {
  await tx
    .update(spendingControls)
    .set({ coolOffUntil: sql`now() + make_interval(hours => ${spendingControls.coolOffHours})` })
    .where(and(eq(spendingControls.userId, memberId), sql`${spendingControls.coolOffHours} is not null`));
}

/** When a cool-off runs: the end, else null. Payments refuse a new purchase until then. */
export async function coolOffEnd(tx: LedgerTx, memberId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ until: spendingControls.coolOffUntil })
    .from(spendingControls)
    .where(and(eq(spendingControls.userId, memberId), sql`${spendingControls.coolOffUntil} > now()`));
  return row?.until ?? null;
}
