/** SQL fragments of the likes area that other areas compose into their own queries. */
export { newLikesCountSql } from './likes-list.js';
