import { LARGE_PURCHASE_CREDITS, type SpendingControls, type SpendingControlsUpdate } from '@amora/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { spendingControls, users } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { LedgerTx } from './ledger.js';

/*
 * The member's own spending controls. Caps count net spending: messages,
 * photos and gifts, less refunds, per UTC day and UTC calendar month, measured by the database's
 * clock in the same transaction as the spend, so two concurrent spends cannot both slip under a cap
 * (the ledger holds the member's row lock while this runs). The running totals are columns of the
 * member's row that a trigger on credit_ledger keeps (migration 0016), so a cap costs no sum.
 */

/** Kinds that count against a cap: what the member spends, and refunds of it. */
const CAPPED_KINDS = ['message', 'photo', 'gift'] as const;

export function countsAgainstCaps(kind: string): boolean {
  return (CAPPED_KINDS as readonly string[]).includes(kind);
}

/**
 * The member's net spending today and this month (UTC, by the database's clock) as columns of a
 * query over `users`: the running total while it still counts the current day or month, else 0.
 */
export const spentColumns = {
  spentToday: sql<string>`case when ${users.spentDayOn} = (now() at time zone 'UTC')::date then ${users.spentDay} else 0 end`,
  spentThisMonth: sql<string>`case when ${users.spentMonthOn} = date_trunc('month', now() at time zone 'UTC')::date then ${users.spentMonth} else 0 end`,
};

/** Refunds can outweigh the spending of a period: the member has then spent nothing. */
const spentOf = (row: { spentToday: string | number; spentThisMonth: string | number } | undefined) => ({
  today: Math.max(0, Number(row?.spentToday ?? 0)),
  month: Math.max(0, Number(row?.spentThisMonth ?? 0)),
});

export interface CapState {
  dailyCap: number | null;
  monthlyCap: number | null;
  spentToday: string | number;
  spentThisMonth: string | number;
}

/**
 * The same rule as `assertWithinCaps`, as a condition on a row `m` that carries the caps
 * (`daily_cap`, `monthly_cap`) and `spentColumns` as `spent_today` and `spent_this_month`: for
 * a spend written in one statement, which leaves the refusal's message to the general path.
 */
export function capsAllowSql(kind: string, amount: number): SQL {
  if (!countsAgainstCaps(kind)) return sql`true`;
  return sql`(m.daily_cap is null or greatest(m.spent_today, 0) + ${amount} <= m.daily_cap)
    and (m.monthly_cap is null or greatest(m.spent_this_month, 0) + ${amount} <= m.monthly_cap)`;
}

/**
 * Refuses a spend that would take the member past a cap they set. The ledger reads the caps and the
 * running totals with the member's row lock, inside the spend's transaction.
 */
export function assertWithinCaps(state: CapState, amount: number): void {
  if (state.dailyCap === null && state.monthlyCap === null) return;
  const spent = spentOf(state);
  if (state.dailyCap !== null && spent.today + amount > state.dailyCap) {
    throw new AppError(402, 'spending_cap_reached', 'errors.dailyCapReached', {
      cap: state.dailyCap,
      left: Math.max(0, state.dailyCap - spent.today),
    });
  }
  if (state.monthlyCap !== null && spent.month + amount > state.monthlyCap) {
    throw new AppError(402, 'spending_cap_reached', 'errors.monthlyCapReached', {
      cap: state.monthlyCap,
      left: Math.max(0, state.monthlyCap - spent.month),
    });
  }
}

export async function readSpendingControls(db: Db, memberId: number): Promise<SpendingControls> {
  const [[controls], [totals]] = await Promise.all([
    db.select().from(spendingControls).where(eq(spendingControls.userId, memberId)),
    db.select(spentColumns).from(users).where(eq(users.id, memberId)),
  ]);
  const spent = spentOf(totals);
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
