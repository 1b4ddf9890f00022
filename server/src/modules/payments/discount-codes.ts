/*
 * Discount codes (spec sections 3, 4 and 8; ADR 0014): site-wide codes, one member's own codes and
 * the timed welcome code TIMEBONUS25. The same checks run when a code is looked up
 * (`GET /api/discountcode.php`) and again when a payment is created, where the order's amount,
 * currency, country and method are known too; the client's word is never taken for a discount.
 */
import { TIME_BONUS_CODE, type DiscountCode, type PaymentMethod } from '@amora/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { discountCodes, discountRedemptions, payments, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { LedgerTx } from '../credits/index.js';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Codes are letters, digits, `-` and `_`; anything else is 'Code invalid' without a lookup. */
const CODE_FORMAT = /^[A-Za-z0-9_-]{3,40}$/;

export interface DiscountMember {
  id: number;
  siteId: number;
  paidUser: boolean;
  signupDate: Date;
}

export interface DiscountOrder {
  /** The bundle price in minor units of `currency`, before discount and fee. */
  price: number;
  currency: string;
  country: string;
  method: PaymentMethod;
  /** Formats an amount for a message ("€10.00"). */
  formatAmount: (minor: number, currency: string) => string;
}

/** The end of a code's validity for this member: its own expiry, or sign-up + window for a timed code. */
function expiryFor(code: DiscountCodeRow, member: DiscountMember): Date | null {
  const timed =
    code.validitySeconds === null
      ? null
      : new Date(member.signupDate.getTime() + code.validitySeconds * 1000);
  if (timed && code.expiresAt) return timed < code.expiresAt ? timed : code.expiresAt;
  return timed ?? code.expiresAt;
}

/**
 * The code of this site (or of every site) by name, upper-cased. A code of another site or of
 * another member is answered as not found, so nobody can probe for codes that are not theirs.
 */
async function findCode(db: LedgerTx, code: string, member: DiscountMember): Promise<DiscountCodeRow> {
  if (!CODE_FORMAT.test(code)) throw new AppError(400, 'discount_code_invalid', 'errors.discountCodeInvalid');
  const rows = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`,
        or(eq(discountCodes.siteId, member.siteId), isNull(discountCodes.siteId)),
      ),
    );
  // The site's own code wins over an all-sites code of the same name.
  const row = rows.find((r) => r.siteId !== null) ?? rows[0];
  if (!row || (row.userId !== null && row.userId !== member.id))
    throw new AppError(404, 'discount_code_not_found', 'errors.discountCodeNotFound');
  return row;
}

async function alreadyUsed(db: LedgerTx, codeId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ codeId: discountRedemptions.discountCodeId })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountCodeId, codeId), eq(discountRedemptions.userId, memberId)));
  return row !== undefined;
}

/** The checks that need no order: found, active, not expired, eligible, not used before. */
export async function usableCode(
  db: LedgerTx,
  code: string,
  member: DiscountMember,
  now: Date,
): Promise<DiscountCodeRow> {
  const row = await findCode(db, code.trim(), member);
  const expires = expiryFor(row, member);
  if (row.status !== 'active' || (expires !== null && expires <= now))
    throw new AppError(410, 'discount_code_expired', 'errors.discountCodeExpired');
  // A timed code is a welcome for members who have not paid yet (spec section 4).
  if (row.validitySeconds !== null && member.paidUser)
    throw new AppError(403, 'discount_code_not_applicable', 'errors.discountCodeNewMembersOnly');
  if (await alreadyUsed(db, row.id, member.id))
    throw new AppError(409, 'discount_code_used', 'errors.discountCodeUsed');
  return row;
}

/**
 * Reserves the code for a payment about to be created, inside the creating transaction. A code is
 * once per member, and it is checked at creation but recorded only when a payment completes: so the
 * member's row is locked (concurrent creations queue here) and an open payment carrying the code
 * holds it until it completes, fails, is cancelled or expires. A welcome code for members who never
 * paid is refused as soon as any payment of theirs completed, whatever `users.paid_user` said when
 * the order was priced.
 */
export async function reserveCode(tx: LedgerTx, row: DiscountCodeRow, memberId: number): Promise<void> {
  const [member] = await tx
    .select({ paidUser: users.paidUser })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  if (row.validitySeconds !== null && member?.paidUser)
    throw new AppError(403, 'discount_code_not_applicable', 'errors.discountCodeNewMembersOnly');
  if (await alreadyUsed(tx, row.id, memberId))
    throw new AppError(409, 'discount_code_used', 'errors.discountCodeUsed');
  const [open] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.userId, memberId), eq(payments.discountCodeId, row.id), eq(payments.status, 'pending')),
    )
    .limit(1);
  if (open) throw new AppError(409, 'discount_code_reserved', 'errors.discountCodeReserved');
}

/** The checks against the order; answers the discount in minor units. */
export function discountFor(row: DiscountCodeRow, order: DiscountOrder): number {
  if (row.country !== null && row.country.toUpperCase() !== order.country)
    throw new AppError(422, 'discount_code_not_applicable', 'errors.discountCodeNotForCountry');
  if (row.currency !== null && row.currency.toUpperCase() !== order.currency)
    throw new AppError(422, 'discount_code_not_applicable', 'errors.discountCodeNotForCurrency', {
      currency: row.currency.toUpperCase(),
    });
  if (row.paymentMethods !== null && !row.paymentMethods.includes(order.method))
    throw new AppError(422, 'discount_code_not_applicable', 'errors.discountCodeNotForMethod');
  if (order.price < row.minimumOrderValue)
    throw new AppError(422, 'discount_code_not_applicable', 'errors.discountCodeMinimumOrder', {
      amount: order.formatAmount(row.minimumOrderValue, order.currency),
    });
  return Math.floor((order.price * row.valuePercentage) / 100);
}

/** The code as the spec's DiscountCode (section 3), as this member sees it. */
export function toDiscountCode(row: DiscountCodeRow, member: DiscountMember, now: Date): DiscountCode {
  const expires = expiryFor(row, member);
  const left = expires === null ? null : Math.max(0, Math.floor((expires.getTime() - now.getTime()) / 1000));
  return {
    code: row.code,
    country: row.country,
    user_id: row.userId,
    expires: expires?.toISOString() ?? null,
    value_percentage: row.valuePercentage,
    currency: row.currency,
    minimum_order_value: row.minimumOrderValue,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    validity: left,
    expired: left === 0,
    paymentmethods: (row.paymentMethods as PaymentMethod[] | null) ?? null,
  };
}

/**
 * The welcome discount for this member, or null: TIMEBONUS25 while the member has not paid, within
 * its window after sign-up, and has not used it.
 */
export async function welcomeCode(db: Db, member: DiscountMember, now: Date): Promise<DiscountCode | null> {
  try {
    const row = await usableCode(db, TIME_BONUS_CODE, member, now);
    return toDiscountCode(row, member, now);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
