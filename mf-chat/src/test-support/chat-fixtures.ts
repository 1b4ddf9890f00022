import type { ChatItem, ChatMessage, ChatResponse, ChatsResponse, Gift, ProfileCard } from '@amora/contracts';
import { setUpAreaTests } from '@amora/testing';
import * as app from '../exports/app';

/** Mounts the chat area per test (own React root, real platform, fake fetch); see mf-profile's tests. */
export function setUpChatArea() {
  return setUpAreaTests(app, 'mf_chat');
}

let nextId = 500;

export function aProfileCard(overrides: Partial<ProfileCard> = {}): ProfileCard {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Member ${id}`,
    age: 31,
    country: 'NL',
    city: 'Utrecht',
    main_image: null,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const id = overrides.id ?? nextId++;
  return {
    id,
    conversation_id: 1,
    sender_id: 1,
    type: 'text',
    text: `Message ${id}`,
    photo: null,
    gift_id: null,
    client_id: `client-${id}`,
    created_at: new Date().toISOString(),
    read_at: null,
    ...overrides,
  };
}

export function aChatResponse(overrides: Partial<ChatResponse> = {}): ChatResponse {
  return {
    conversation: 1,
    profile: aProfileCard(),
    fictional: false,
    messages: [],
    has_more: false,
    costs: { text: 10, photo: 20, balance: 100 },
    can_send: true,
    blocked_reason: null,
    read_receipts: true,
    ...overrides,
  };
}

export function aChatItem(overrides: Partial<ChatItem> = {}): ChatItem {
  const profile = overrides.profile ?? aProfileCard();
  return {
    conversation: nextId++,
    profile_id: profile.id,
    num_unread_messages: 0,
    profile,
    fictional: false,
    last_message: null,
    updated_at: new Date().toISOString(),
    ...overrides,
  };
}

export function aChatsResponse(chats: ChatItem[]): ChatsResponse {
  return { chats, unread_messages: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) };
}

export const SOME_GIFTS: Gift[] = [
  { id: 'rose', name: 'Rose', symbol: '\u{1F339}', credits: 15 },
  { id: 'coffee', name: 'Coffee', symbol: '\u2615', credits: 5 },
];

/** A promise the test settles by hand: to look at a state between request and answer. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
