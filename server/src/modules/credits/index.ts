/*
 * The credits module's one public entry (ARCHITECTURE.md section 4, ADR 0013). Other areas move
 * credits only through these four calls, inside their own transaction (or `spendBeside`, inside
 * their own statement); nothing else writes
 * `users.credits` (a database trigger refuses it).
 */
import { move, type CreditMove, type LedgerResult, type LedgerTx } from './ledger.js';

export {
  spendBeside,
  IdempotencyConflictError,
  InsufficientCreditsError,
  UnknownMemberError,
  type CreditMove,
  type LedgerResult,
  type LedgerTx,
  type SpendBeside,
} from './ledger.js';
// The statement's and the console's credit routes: the payments area registers them beside its own.
export { creditRoutes } from './credit-routes.js';
export { staffCreditRoutes } from './staff-credit-routes.js';
export { sendMonthlyStatements } from './monthly-statement.js';
export { coolOffEnd, restartCoolOff, startCoolOffAfterPurchase } from './spending-controls.js';
export { statement } from './statement.js';

/**
 * Takes credits for a message, photo, gift (or a negative adjustment). Refuses with
 * `InsufficientCreditsError` and writes nothing when the balance is too low.
 */
export function spend(tx: LedgerTx, input: CreditMove): Promise<LedgerResult> {
  return move(tx, 'spend', input);
}

/** Gives spent credits back (kind `refund`), e.g. a message that could not be delivered. */
export function refund(tx: LedgerTx, input: CreditMove): Promise<LedgerResult> {
  return move(tx, 'refund', input);
}

/** Adds credits: a purchase, a bonus or a positive adjustment. Pays off debt first. */
export function grant(tx: LedgerTx, input: CreditMove): Promise<LedgerResult> {
  return move(tx, 'grant', input);
}

/**
 * Takes back credits of a charged-back or refunded payment (kind `reversal`). Never below 0: what
 * the balance cannot cover is recorded as the member's debt (`users.credit_debt`), which the next
 * grant or refund pays off first.
 */
export function reverse(tx: LedgerTx, input: CreditMove): Promise<LedgerResult> {
  return move(tx, 'reverse', input);
}
