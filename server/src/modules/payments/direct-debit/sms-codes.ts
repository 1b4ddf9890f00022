/*
 * The one-time codes that confirm a mandate: six digits, only a
 * salted hash stored, valid 10 minutes, 5 wrong tries, and sends limited per member and per
 * number so the form cannot be used to flood a phone or run up the gateway bill.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_CODE_LENGTH, SMS_CODE_MAX_TRIES, SMS_CODE_TTL_SECONDS, type Locale } from '@amora/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { smsCodes } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import { durableRule, type RateCheck, type RateLimiter } from '../../../core/rate-limiter.js';
import type { AppContext } from '../../../types.js';
import type { LedgerTx } from '../../credits/index.js';

export const SMS_PURPOSE = 'direct-debit';
const SEND_LIMIT = 3;
const SEND_WINDOW_MS = 15 * 60_000;

const SENDS_PER_MEMBER = durableRule('sms-code-member', SEND_LIMIT, SEND_WINDOW_MS);
const SENDS_PER_NUMBER = durableRule('sms-code-number', SEND_LIMIT, SEND_WINDOW_MS);

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const a = Buffer.from(hashCode(code, salt));
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function takeBoth(limits: RateLimiter, checks: RateCheck[], now: Date): Promise<void> {
  const taken: RateCheck[] = [];
  for (const check of checks) {
    const [rule, key] = check;
    if (await limits.take(rule, key, { now })) {
      taken.push(check);
      continue;
    }
    // Refused by one limit: the other does not count this attempt either.
    for (const [t, k] of taken) await limits.giveBack(t, k, now);
    const seconds = await limits.secondsUntil(rule, key, { now });
    throw new AppError(429, 'too_many_requests', 'errors.smsRateLimit', {
      minutes: Math.max(1, Math.ceil(seconds / 60)),
    }).withRetryAfter(seconds);
  }
}

export interface SendCodeInput {
  memberId: number;
  mobile: string;
  locale: Locale;
  siteName: string;
}

/** Creates a code for the member and number, texts it, and answers when it expires. */
export async function sendCode(ctx: AppContext, input: SendCodeInput): Promise<{ expiresAt: Date }> {
  const now = ctx.clock.now();
  const checks: RateCheck[] = [
    [SENDS_PER_MEMBER, String(input.memberId)],
    [SENDS_PER_NUMBER, input.mobile],
  ];
  await takeBoth(ctx.rateLimits, checks, now);

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000);
  const [row] = await ctx.db
    .insert(smsCodes)
    .values({
      userId: input.memberId,
      purpose: SMS_PURPOSE,
      phone: input.mobile,
      codeHash: hashCode(code, randomBytes(16).toString('hex')),
      expiresAt,
      createdAt: now,
    })
    .returning({ id: smsCodes.id });

  const text = ctx.i18n.translatorFor(input.locale)('sms.directDebitCode', {
    site: input.siteName,
    code,
  });
  try {
    await ctx.sms.send(input.mobile, text);
  } catch (error) {
    // Not sent: the code cannot be known, so it goes, and the member's try is given back.
    if (row) await ctx.db.delete(smsCodes).where(eq(smsCodes.id, row.id));
    for (const [rule, key] of checks) await ctx.rateLimits.giveBack(rule, key, now);
    ctx.log.error({ err: error, memberId: input.memberId }, 'direct-debit SMS not sent');
    throw new AppError(502, 'sms_send_failed', 'errors.smsSendFailed');
  }
  return { expiresAt };
}

/** Why a code was not accepted; the route turns it into a field message of `sms_code`. */
export type CodeRefusal =
  { reason: 'missing' } | { reason: 'expired' } | { reason: 'tries' } | { reason: 'wrong'; left: number };

/**
 * Checks `code` against the member's newest code (older ones are superseded) for `mobile`, inside
 * the caller's transaction with the row locked, so two submits cannot both spend the last try. A
 * wrong code counts a try; the caller must commit that even though it refuses the request.
 */
export async function consumeCode(
  tx: LedgerTx,
  input: { memberId: number; mobile: string; code: string; now: Date },
): Promise<CodeRefusal | null> {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.userId, input.memberId), eq(smsCodes.purpose, SMS_PURPOSE)))
    .orderBy(desc(smsCodes.id))
    .limit(1)
    .for('update');
  if (!row || row.usedAt !== null || row.phone !== input.mobile) return { reason: 'missing' };
  if (row.attempts >= SMS_CODE_MAX_TRIES) return { reason: 'tries' };
  if (row.expiresAt <= input.now) return { reason: 'expired' };
  if (!codeMatches(input.code, row.codeHash)) {
    const attempts = row.attempts + 1;
    await tx.update(smsCodes).set({ attempts }).where(eq(smsCodes.id, row.id));
    return attempts >= SMS_CODE_MAX_TRIES
      ? { reason: 'tries' }
      : { reason: 'wrong', left: SMS_CODE_MAX_TRIES - attempts };
  }
  await tx.update(smsCodes).set({ usedAt: input.now }).where(eq(smsCodes.id, row.id));
  return null;
}
