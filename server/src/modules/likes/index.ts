/** The likes area's public entry: its routes, and the new-likes counter the user payload carries. */
export { newLikesCountSql } from './likes-list.js';
export { blockWithin } from './like-service.js';
