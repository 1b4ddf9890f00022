import * as z from 'zod/mini';
import { ID_MAX } from './ids.js';
import { ProfileCardSchema } from './user.js';

/*
 * Chat: conversations, messages paid with credits exactly once, gifts. See
 * docs/api/chat.md. Live events (`message`, `read`, `typing`, `conversation_removed`) arrive on the
 * realtime channel (ADR 0018); every one of them can also be fetched, so nothing depends on them.
 */

/** Free members may start this many conversations (spec sections 6 and 9). */
export const FREE_CONVERSATIONS = 2;
/** Messages per page of `GET /api/chat.php`. */
export const CHAT_PAGE_SIZE = 30;
/** A typing indicator expires after this long without a new `typing` command. */
export const TYPING_EXPIRES_MS = 5_000;

export const MESSAGE_TYPES = ['text', 'photo', 'gift'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

const idParam = z.pipe(
  z.string().check(z.regex(/^\d{1,10}$/, { error: 'validation.invalidValue' })),
  z.pipe(z.transform(Number), z.number().check(z.positive(), z.lte(ID_MAX))),
);
const id = z.int({ error: 'validation.invalidValue' }).check(z.positive({ error: 'validation.invalidValue' }), z.lte(ID_MAX, { error: 'validation.invalidValue' })); // prettier-ignore

/** The served files of a chat photo: unguessable URLs that only the two members are given. */
export const ChatPhotoSchema = z.object({
  thumb: z.string(),
  full: z.string(),
  width: z.int(),
  height: z.int(),
});
export type ChatPhoto = z.infer<typeof ChatPhotoSchema>;

/** The multipart field of `POST /api/chat-photo.php` (one image file). */
export const CHAT_PHOTO_FIELD = 'photo';

/** `POST /api/chat-photo.php`: the stored, not yet sent photo; `id` goes into a photo message. */
/**
 * The answer of an upload. Until the photo is sent its URLs are `GET /api/chat-photo.php?id=&size=`,
 * served to its uploader only and never cached; the message then carries its media URLs.
 */
export const ChatPhotoUploadResponseSchema = z.object({ id: z.int(), photo: ChatPhotoSchema });

/** `GET /api/chat-photo.php?id=&size=`: an unsent upload's file, for its uploader's preview. */
export const ChatPhotoQuerySchema = z.object({
  id: z.pipe(
    z.string().check(z.regex(/^\d{1,10}$/, { error: 'validation.invalidValue' })),
    z.pipe(z.transform(Number), z.number().check(z.positive(), z.lte(2_147_483_647))),
  ),
  size: z.enum(['thumb', 'full'], { error: 'validation.invalidValue' }),
});
export type ChatPhotoUploadResponse = z.infer<typeof ChatPhotoUploadResponseSchema>;

export const ChatMessageSchema = z.object({
  id: z.int(),
  conversation_id: z.int(),
  sender_id: z.int(),
  type: z.enum(MESSAGE_TYPES),
  /** Text of a text message (plain text: render as text, never as HTML); null otherwise. */
  text: z.nullable(z.string()),
  /**
   * A photo message's image URLs and the full image's size in pixels (so the bubble keeps its
   * place before the image loads); null otherwise.
   */
  photo: z.nullable(ChatPhotoSchema),
  /** A gift message's gift id; null otherwise. */
  gift_id: z.nullable(z.string()),
  /** The sender's id for this send (a UUID): a retried send answers the same message. */
  client_id: z.string(),
  /** ISO 8601. */
  created_at: z.string(),
  /**
   * When the receiver read it; null while unread, and on the member's own messages whenever read
   * receipts are not shared both ways (ADR 0019).
   */
  read_at: z.nullable(z.string()),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The spec's chat item: one conversation in the member's list. */
export const ChatItemSchema = z.object({
  conversation: z.int(),
  profile_id: z.int(),
  num_unread_messages: z.int(),
  profile: ProfileCardSchema,
  /** The other member is one of the site's fictional profiles (shown with its fictional label). */
  fictional: z.boolean(),
  last_message: z.nullable(ChatMessageSchema),
  /** ISO 8601 of the last message (or of the start). */
  updated_at: z.string(),
});
export type ChatItem = z.infer<typeof ChatItemSchema>;

/** `GET /api/chats.php`: the member's conversations, newest activity first. */
export const ChatsResponseSchema = z.object({
  chats: z.array(ChatItemSchema),
  /** Unread messages over all conversations (the top bar's badge). */
  unread_messages: z.int(),
});
export type ChatsResponse = z.infer<typeof ChatsResponseSchema>;

/** `GET /api/chat.php?id=&before=` (`id` the conversation) or `?profile_id=` (the conversation with a member, if any). */
export const ChatQuerySchema = z.object({
  id: z.optional(idParam),
  profile_id: z.optional(idParam),
  /** A message id: the page before it (older). */
  before: z.optional(idParam),
  /** A message id: everything after it (newer), for resuming after a reconnect. */
  after: z.optional(idParam),
});
export type ChatQuery = z.infer<typeof ChatQuerySchema>;

export const ChatResponseSchema = z.object({
  /** Null when there is no conversation with `profile_id` yet. */
  conversation: z.nullable(z.int()),
  profile: ProfileCardSchema,
  /** The other member is one of the site's fictional profiles (shown with its fictional label). */
  fictional: z.boolean(),
  /** Oldest first. */
  messages: z.array(ChatMessageSchema),
  /** Whether older messages exist (within the site's history limit). */
  has_more: z.boolean(),
  /** What the member's next message costs and whether they can send at all. */
  costs: z.object({ text: z.int(), photo: z.int(), balance: z.int() }),
  /** False with the reason when the member cannot write here (blocked, invisible, free limit…). */
  can_send: z.boolean(),
  blocked_reason: z.nullable(z.string()),
  /**
   * Whether the member sees the other member's read state here: both share read receipts
   * (ADR 0019). False: `read_at` of own messages stays null and no `read` event comes.
   */
  read_receipts: z.boolean(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/** `DELETE /api/chat.php`: removes the conversation for the caller only. */
export const DeleteChatBodySchema = z.strictObject({ conversation: id });

/** `POST /api/chat-read.php`: the member read everything up to this message. */
export const ChatReadBodySchema = z.strictObject({ conversation: id, up_to: id });

/** `POST /api/messages.php`: one send. `conversation` or `profile_id` (a first message). */
export const SendMessageBodySchema = z.strictObject({
  conversation: z.optional(id),
  profile_id: z.optional(id),
  client_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'validation.invalidValue' })),
  type: z.enum(MESSAGE_TYPES, { error: 'validation.invalidValue' }),
  /** Text messages: 1 to the site's `message_length` characters (checked at the server). */
  text: z.optional(z.string().check(z.maxLength(10_000, { error: 'validation.textTooLong' }))),
  /** Photo messages: the `id` of an own upload of `POST /api/chat-photo.php` not sent before. */
  photo: z.optional(id),
  /** Gift messages: an id of `GET /api/gifts.php`. */
  gift_id: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,32}$/, { error: 'validation.invalidValue' }))),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

export const SendMessageResponseSchema = z.object({
  message: ChatMessageSchema,
  /** The member's balance after this message. */
  balance: z.int(),
  /** True when this client_id had been sent before: nothing was charged this time. */
  replayed: z.boolean(),
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

export const GiftSchema = z.object({
  id: z.string(),
  /** Translated name. */
  name: z.string(),
  /** An emoji drawn as the gift's picture (no image download needed). */
  symbol: z.string(),
  credits: z.int(),
});
export type Gift = z.infer<typeof GiftSchema>;

export const GiftsResponseSchema = z.object({ gifts: z.array(GiftSchema) });

/** Realtime `message` event data: a new message in one of the member's conversations. */
export interface ChatMessageEvent {
  message: ChatMessage;
  /** The receiver's unread total; null on the copy that goes to the sender's other tabs. */
  unread_messages: number | null;
}
/** Realtime `read` event data: the other member read up to this message. */
export interface ChatReadEvent {
  conversation: number;
  up_to: number;
  read_at: string;
}
/** Realtime `typing` event data. */
export interface ChatTypingEvent {
  conversation: number;
  profile_id: number;
}
