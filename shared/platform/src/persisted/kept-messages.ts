import type { KeptChatMessage } from '@amora/contracts/plain';

/**
 * Parts of the persisted document for a chat message that could not be paid for: what was kept
 * per conversation, and the chat the member left to buy credits. Checked by hand like the rest of
 * the document (no validation library on the boot path); a bad entry is dropped, not trusted, and
 * never costs the member the other state.
 */

/** More would be a bug or a foreign writer, not a member: a chat keeps a handful at most. */
const MAX_KEPT_PER_CHAT = 20;
const MAX_KEPT_CHATS = 50;
/** Longer than any message length a site allows; the server judges the real limit on send. */
const MAX_TEXT_LENGTH = 10_000;
const CHAT_KEY = /^[cp]\d{1,12}$/;
/** Stored keys carry the member: `<member id>:<chat key>`. */
const STORED_KEY = /^(\d{1,12}):([cp]\d{1,12})$/;
/** Only the chat area's own routes: a stored path must not send the member anywhere else. */
const CHAT_PATH = /^\/(chats\/\d{1,12}|members\/\d{1,12}\/chat)$/;

/** By `<member id>:<chat key>`. */
export type KeptMessagesByChat = Record<string, KeptChatMessage[]>;

export interface ReturnChat {
  member: number;
  path: string;
  at: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shortString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

export function isChatKey(chat: string): boolean {
  return CHAT_KEY.test(chat);
}

export function isChatPath(path: string): boolean {
  return CHAT_PATH.test(path);
}

export function parseKeptMessage(value: unknown): KeptChatMessage | null {
  if (!isRecord(value)) return null;
  const { client_id, type, text, gift_id, created_at } = value;
  if (!shortString(client_id, 100) || !shortString(created_at, 40)) return null;
  if (type === 'text' && shortString(text, MAX_TEXT_LENGTH) && gift_id === null)
    return { client_id, type, text, gift_id: null, created_at };
  if (type === 'gift' && shortString(gift_id, 100) && text === null)
    return { client_id, type, text: null, gift_id, created_at };
  return null;
}

/** The kept messages of the document; anything malformed is left out. */
export function parseKeptMessages(value: unknown): KeptMessagesByChat {
  if (!isRecord(value)) return {};
  const kept: KeptMessagesByChat = {};
  for (const [chat, list] of Object.entries(value).slice(0, MAX_KEPT_CHATS)) {
    if (!STORED_KEY.test(chat) || !Array.isArray(list)) continue;
    const messages = list
      .slice(0, MAX_KEPT_PER_CHAT)
      .map(parseKeptMessage)
      .filter((message): message is KeptChatMessage => message !== null);
    if (messages.length > 0) kept[chat] = messages;
  }
  return kept;
}

export function parseReturnChat(value: unknown): ReturnChat | null {
  if (!isRecord(value)) return null;
  const { member, path, at } = value;
  if (typeof member !== 'number' || !Number.isInteger(member) || member <= 0) return null;
  if (typeof path !== 'string' || !isChatPath(path)) return null;
  if (typeof at !== 'number' || !Number.isInteger(at) || at < 0) return null;
  return { member, path, at };
}

/** The stored key of a member's chat. */
export function storedKey(member: number, chat: string): string {
  if (!Number.isInteger(member) || member <= 0) throw new TypeError(`not a member id: ${member}`);
  if (!isChatKey(chat)) throw new TypeError(`not a chat key: ${chat}`);
  return `${member}:${chat}`;
}

/**
 * `kept` with the member's `chat` set to `messages` (validated); an empty list removes the chat.
 * Another member's kept messages go: a shared device keeps one member's drafts at a time.
 */
export function withKeptMessages(
  kept: KeptMessagesByChat,
  member: number,
  chat: string,
  messages: KeptChatMessage[],
): KeptMessagesByChat {
  const key = storedKey(member, chat);
  const valid = messages
    .map(parseKeptMessage)
    .filter((message): message is KeptChatMessage => message !== null)
    .slice(0, MAX_KEPT_PER_CHAT);
  const own = Object.fromEntries(
    Object.entries(kept).filter(([other]) => other !== key && other.startsWith(`${member}:`)),
  );
  return valid.length === 0 ? own : { ...own, [key]: valid };
}
