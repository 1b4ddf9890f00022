/** SQL fragments of the notifications area that other areas compose into their own queries. */
export { pushSubscribedSql } from './subscriptions.js';
