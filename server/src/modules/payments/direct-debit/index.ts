/*
 * Direct debit: the member's SEPA mandate, confirmed with an SMS code, and the rules a
 * direct-debit payment must pass. The module's one public entry: payment creation imports
 * `requireUsableMandate`; the payments plugin registers `directDebitRoutes`.
 */
export {
  DIRECT_DEBIT_CURRENCY,
  DIRECT_DEBIT_LIMIT_CENTS,
  DIRECT_DEBIT_LIMIT_DAYS,
  requireUsableMandate,
  type UsableMandateInput,
} from './mandate-rules.js';
export { directDebitRoutes } from './direct-debit-routes.js';
