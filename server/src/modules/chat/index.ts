/*
 * The chat module's one public entry: conversations, messages paid through the credit
 * ledger exactly once, gifts, read state; live events through the realtime channel (ADR 0018).
 */
export { textPrice, giftPrice, giftPriceRange, photoPrice } from './gifts.js';
export { historyCutoff, unreadMessagesSql } from './conversation-store.js';
export { chatMediaOfPurgedMember, pruneUnsentChatPhotos } from './chat-photos.js';
