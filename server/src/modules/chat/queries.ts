/** SQL fragments of the chat area that other areas compose into their own queries. */
export { historyCutoff, unreadMessagesSql } from './conversation-store.js';
