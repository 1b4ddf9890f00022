import { paths, type KeptChatMessage, type PersistedState } from '@amora/contracts';
import type { PendingMessage } from './conversation-state';

/**
 * A text or gift the member's credits did not cover stays on the device for its conversation, so
 * it survives a purchase in the same tab (the checkout is another page). It is sent again only
 * when the member taps Retry, with its first client id: the server answers a repeat with the
 * message it already has, so it can never arrive twice.
 */

/** Where the chat is known: by conversation once there is one, by the member before. */
export interface ChatPlace {
  /** The member on this device whose messages these are (kept per member). */
  member: number;
  conversation: number | null;
  profileId: number | null;
}

const keysOf = ({ conversation, profileId }: Omit<ChatPlace, 'member'>): string[] => [
  ...(conversation !== null ? [`c${conversation}`] : []),
  ...(profileId !== null ? [`p${profileId}`] : []),
];

/** The page to come back to after buying credits: the conversation, or the member's chat page. */
export function chatPathOf({ conversation, profileId }: Omit<ChatPlace, 'member'>): string | null {
  if (conversation !== null) return paths.chat(conversation);
  return profileId !== null ? paths.memberChat(profileId) : null;
}

function toKept(pending: PendingMessage): KeptChatMessage | null {
  if (pending.type === 'text' && pending.text)
    return { client_id: pending.client_id, type: 'text', text: pending.text, gift_id: null, created_at: pending.created_at };
  if (pending.type === 'gift' && pending.gift_id)
    return { client_id: pending.client_id, type: 'gift', text: null, gift_id: pending.gift_id, created_at: pending.created_at };
  // A photo's upload is not kept: the member picks the photo again.
  return null;
} // prettier-ignore

export function keepMessage(
  persisted: PersistedState,
  place: ChatPlace | null,
  pending: PendingMessage,
): void {
  const kept = toKept(pending);
  if (!place) return;
  const [key] = keysOf(place);
  if (!kept || !key) return;
  const others = persisted
    .getKeptMessages(place.member, key)
    .filter((message) => message.client_id !== kept.client_id);
  persisted.setKeptMessages(place.member, key, [...others, kept]);
}

/** Sent or discarded: gone from every key the conversation is known by. */
export function forgetMessage(persisted: PersistedState, place: ChatPlace | null, clientId: string): void {
  if (!place) return;
  for (const key of keysOf(place)) {
    const list = persisted.getKeptMessages(place.member, key);
    if (list.some((message) => message.client_id === clientId))
      persisted.setKeptMessages(
        place.member,
        key,
        list.filter((message) => message.client_id !== clientId),
      );
  }
}

/** The conversation's kept messages as failed sends waiting for Retry, each once. */
export function keptMessagesOf(
  persisted: PersistedState,
  place: ChatPlace,
  notice: string,
): PendingMessage[] {
  const byId = new Map<string, PendingMessage>();
  for (const key of keysOf(place))
    for (const kept of persisted.getKeptMessages(place.member, key))
      byId.set(kept.client_id, { ...kept, photo_id: null, photo: null, state: 'failed', error: notice });
  return [...byId.values()].sort((a, b) => a.created_at.localeCompare(b.created_at));
}
