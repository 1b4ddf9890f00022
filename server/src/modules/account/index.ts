/** The account area's public entry: what other areas may use of it. */
export { purgeExpiredAccounts } from './account-purge.js';
export { REACTIVATION_WINDOW_MS } from './deletion-service.js';
