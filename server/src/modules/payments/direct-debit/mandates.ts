/*
 * The member's mandates: one active at a time (a new one revokes the previous), written in one
 * transaction with the SMS code that confirms it. Answers carry the masked IBAN only; the full
 * IBAN leaves the database only for the bank collection, never in an API answer or a log line.
 */
import type { DirectDebitMandate, DirectDebitMandateRequest, DirectDebitState } from '@amora/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { directDebitMandates } from '../../../db/schema.js';
import { AppError } from '../../../lib/app-error.js';
import type { LedgerTx } from '../../credits/index.js';
import { maskIban, maskMobile } from './iban.js';
import { directDebitStanding } from './mandate-rules.js';
import { consumeCode, type CodeRefusal } from './sms-codes.js';

type MandateRow = typeof directDebitMandates.$inferSelect;

function toMandate(row: MandateRow): DirectDebitMandate {
  return {
    id: row.id,
    account_holder: row.accountHolder,
    iban: maskIban(row.iban),
    street: row.street,
    house_number: row.houseNumber,
    postal_code: row.postalCode,
    city: row.city,
    mobile: maskMobile(row.mobile),
    authorized_at: row.authorizedAt.toISOString(),
  };
}

async function activeMandate(db: LedgerTx, memberId: number): Promise<MandateRow | null> {
  const [row] = await db
    .select()
    .from(directDebitMandates)
    .where(and(eq(directDebitMandates.userId, memberId), eq(directDebitMandates.status, 'active')))
    .orderBy(desc(directDebitMandates.id))
    .limit(1);
  return row ?? null;
}

/** `GET /api/directdebit.php`: the active mandate (masked), the block and what is left of the limit. */
export async function mandateState(db: Db, memberId: number, now: Date): Promise<DirectDebitState> {
  const row = await activeMandate(db, memberId);
  const standing = await directDebitStanding(db, memberId, now);
  return {
    mandate: row ? toMandate(row) : null,
    blocked: standing.blocked,
    limit_left: standing.limitLeft,
    currency: 'EUR',
  };
}

/** The SMS code's refusal as the API error of the `sms_code` field. */
function codeError(refusal: CodeRefusal): AppError {
  switch (refusal.reason) {
    case 'missing':
      return new AppError(
        400,
        'sms_code_invalid',
        'errors.smsCodeMissing',
        {},
        { sms_code: 'errors.smsCodeMissing' },
      );
    case 'expired':
      return new AppError(
        400,
        'sms_code_expired',
        'errors.smsCodeExpired',
        {},
        { sms_code: 'errors.smsCodeExpired' },
      );
    case 'tries':
      return new AppError(
        400,
        'sms_code_tries',
        'errors.smsCodeTries',
        {},
        { sms_code: 'errors.smsCodeTries' },
      );
    case 'wrong':
      return new AppError(
        400,
        'sms_code_invalid',
        'errors.smsCodeInvalid',
        { left: refusal.left },
        { sms_code: 'errors.smsCodeInvalid' },
      );
  }
}

/**
 * Checks the SMS code and stores the mandate, revoking the previous one, in one transaction. A
 * wrong code is counted (committed) and then refused, so tries cannot be replayed.
 */
export async function storeMandate(
  db: Db,
  input: { memberId: number; iban: string; body: DirectDebitMandateRequest; now: Date },
): Promise<DirectDebitMandate> {
  const { body, memberId, now } = input;
  const outcome = await db
    .transaction(async (tx) => {
      const refusal = await consumeCode(tx, { memberId, mobile: body.mobile, code: body.sms_code, now });
      if (refusal) return { refusal } as const;
      await tx
        .update(directDebitMandates)
        .set({ status: 'revoked' })
        .where(and(eq(directDebitMandates.userId, memberId), eq(directDebitMandates.status, 'active')));
      const [row] = await tx
        .insert(directDebitMandates)
        .values({
          userId: memberId,
          accountHolder: body.account_holder,
          iban: input.iban,
          street: body.street,
          houseNumber: body.house_number,
          postalCode: body.postal_code,
          city: body.city,
          mobile: body.mobile,
          status: 'active',
          authorizedAt: now,
          createdAt: now,
        })
        .returning();
      return { row: row! } as const;
    })
    .catch((error: unknown) => {
      throw withoutParameters(error);
    });
  if (outcome.refusal) throw codeError(outcome.refusal);
  return toMandate(outcome.row);
}

/**
 * A failed query's error names its parameters (the IBAN among them) and would be logged with them
 * as a 500: keep only what diagnoses it, the SQLSTATE (which still makes a bad value a 400) and
 * the constraint.
 */
function withoutParameters(error: unknown): Error {
  const source = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = source as { code?: unknown; constraint?: unknown };
  return Object.assign(new Error(`direct-debit mandate not stored (${String(code ?? 'unknown')})`), {
    code,
    constraint,
  });
}
