import type { ChatMessage, ChatPhoto, ChatResponse, ProfileCard } from '@amora/contracts';

/** A message of this page that the server has not confirmed yet. */
export interface PendingMessage {
  client_id: string;
  type: 'text' | 'gift' | 'photo';
  text: string | null;
  gift_id: string | null;
  /** A photo message's upload: its id for the send, its files to show meanwhile. */
  photo_id: number | null;
  photo: ChatPhoto | null;
  /** When the member pressed send (ISO 8601), for the day grouping. */
  created_at: string;
  state: 'sending' | 'failed';
  /** The server's translated reason of a failed send. */
  error: string | null;
}

export interface ConversationState {
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  conversation: number | null;
  profile: ProfileCard | null;
  /** The other member is one of the site's fictional profiles (the header shows its label). */
  fictional: boolean;
  /** Confirmed messages, oldest first, each once (by id). */
  messages: ChatMessage[];
  pending: PendingMessage[];
  hasMore: boolean;
  loadingEarlier: boolean;
  costs: ChatResponse['costs'] | null;
  canSend: boolean;
  blockedReason: string | null;
  /** Closed by the free member's conversation limit: a purchase would open it. */
  upgrade: boolean;
  /** Both members share read receipts (ADR 0019): only then is an own message ever 'read'. */
  readReceipts: boolean;
}

export type ConversationAction =
  | { type: 'loading' }
  | { type: 'failed'; error: unknown }
  | { type: 'loaded'; response: ChatResponse }
  | { type: 'merged'; messages: ChatMessage[]; response?: ChatResponse }
  | { type: 'earlierLoading' }
  | { type: 'earlierLoaded'; response: ChatResponse | null }
  | { type: 'sendStarted'; message: PendingMessage }
  | { type: 'sendFailed'; clientId: string; error: string }
  | { type: 'sendDiscarded'; clientId: string }
  /** Messages kept on the device from an earlier visit (no credits then), waiting for Retry. */
  | { type: 'restored'; messages: PendingMessage[] }
  | { type: 'sent'; message: ChatMessage; balance: number }
  | { type: 'read'; upTo: number; readAt: string; ownId: number }
  | { type: 'closed'; reason: string; upgrade?: boolean };

export const initialConversationState: ConversationState = {
  status: 'loading',
  error: null,
  conversation: null,
  profile: null,
  fictional: false,
  messages: [],
  pending: [],
  hasMore: false,
  loadingEarlier: false,
  costs: null,
  canSend: false,
  blockedReason: null,
  upgrade: false,
  readReceipts: false,
};

/** Adds or replaces by id and keeps the order by id: an event, a resync and a send may overlap. */
function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Drops pending sends the server has confirmed (a realtime echo can beat the POST's answer). */
function withoutConfirmed(pending: PendingMessage[], messages: ChatMessage[]): PendingMessage[] {
  if (pending.length === 0) return pending;
  const confirmed = new Set(messages.map((message) => message.client_id));
  return pending.filter((message) => !confirmed.has(message.client_id));
}

function fromResponse(state: ConversationState, response: ChatResponse): ConversationState {
  return {
    ...state,
    conversation: response.conversation ?? state.conversation,
    profile: response.profile,
    fictional: response.fictional,
    costs: response.costs,
    canSend: response.can_send,
    blockedReason: response.blocked_reason,
    readReceipts: response.read_receipts,
  };
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'loading':
      return { ...initialConversationState };
    case 'failed':
      return { ...state, status: state.status === 'ready' ? 'ready' : 'error', error: action.error };
    case 'loaded':
      return {
        ...fromResponse(state, action.response),
        status: 'ready',
        error: null,
        messages: mergeMessages([], action.response.messages),
        hasMore: action.response.has_more,
      };
    case 'merged': {
      const messages = mergeMessages(state.messages, action.messages);
      const next = action.response ? fromResponse(state, action.response) : state;
      return {
        ...next,
        // A first message from the other member starts the conversation this page waited for.
        conversation: next.conversation ?? action.messages[0]?.conversation_id ?? null,
        messages,
        pending: withoutConfirmed(state.pending, action.messages),
      };
    }
    case 'earlierLoading':
      return { ...state, loadingEarlier: true };
    case 'earlierLoaded':
      return action.response
        ? {
            ...state,
            loadingEarlier: false,
            messages: mergeMessages(state.messages, action.response.messages),
            hasMore: action.response.has_more,
          }
        : { ...state, loadingEarlier: false };
    case 'sendStarted':
      return {
        ...state,
        pending: [
          ...state.pending.filter((message) => message.client_id !== action.message.client_id),
          action.message,
        ],
      };
    case 'sendFailed':
      return {
        ...state,
        pending: state.pending.map((message) =>
          message.client_id === action.clientId
            ? { ...message, state: 'failed', error: action.error }
            : message,
        ),
      };
    case 'sendDiscarded':
      return { ...state, pending: state.pending.filter((message) => message.client_id !== action.clientId) };
    case 'restored': {
      const known = new Set([
        ...state.pending.map((message) => message.client_id),
        ...state.messages.map((message) => message.client_id),
      ]);
      const fresh = action.messages.filter((message) => !known.has(message.client_id));
      return fresh.length === 0 ? state : { ...state, pending: [...fresh, ...state.pending] };
    }
    case 'sent':
      return {
        ...state,
        conversation: state.conversation ?? action.message.conversation_id,
        messages: mergeMessages(state.messages, [action.message]),
        pending: withoutConfirmed(state.pending, [action.message]),
        costs: state.costs ? { ...state.costs, balance: action.balance } : state.costs,
      };
    case 'read':
      // Not shared both ways: the server sends no such event; a stray one changes nothing.
      if (!state.readReceipts) return state;
      // The other member read up to a message: only the member's own messages change.
      return {
        ...state,
        messages: state.messages.map((message) =>
          message.id <= action.upTo && message.sender_id === action.ownId && message.read_at === null
            ? { ...message, read_at: action.readAt }
            : message,
        ),
      };
    case 'closed':
      return { ...state, canSend: false, blockedReason: action.reason, upgrade: action.upgrade ?? false };
  }
}

/** The newest confirmed message id: where a resync after a reconnect continues. */
export function lastMessageId(state: ConversationState): number | undefined {
  return state.messages[state.messages.length - 1]?.id;
}
