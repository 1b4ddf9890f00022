/**
 * The member's own read model: the user payload (`/api/user.php`, login, sign-up) and the counters
 * the badge and the realtime `counters` event carry, composed once from the areas' queries.
 */
export { counterColumns } from './counters.js';
export { currentUser, findUserRecord } from './me-read-model.js';
export type { UserRecord } from './me-read-model.js';
export { presentUser } from './user-presenter.js';
