import { aChatResponse, aMessage } from '../../test-support/chat-fixtures';
import { conversationReducer, initialConversationState, type PendingMessage } from './conversation-state';

const pending: PendingMessage = {
  client_id: 'client-abc-123',
  type: 'text',
  text: 'Hello',
  gift_id: null,
  photo_id: null,
  photo: null,
  created_at: '2026-11-25T10:00:00.000Z',
  state: 'sending',
  error: null,
};

function loaded() {
  return conversationReducer(initialConversationState, {
    type: 'loaded',
    response: aChatResponse({ messages: [aMessage({ id: 10, sender_id: 7 })] }),
  });
}

describe('conversation state', () => {
  it('shows a message once when the realtime echo beats the answer of the send', () => {
    const mine = aMessage({ id: 11, sender_id: 1, client_id: pending.client_id, text: 'Hello' });
    let state = conversationReducer(loaded(), { type: 'sendStarted', message: pending });
    state = conversationReducer(state, { type: 'merged', messages: [mine] });
    expect(state.pending).toEqual([]);
    state = conversationReducer(state, { type: 'sent', message: mine, balance: 90 });
    expect(state.messages.map((message) => message.id)).toEqual([10, 11]);
    expect(state.costs?.balance).toBe(90);
  });

  it('keeps messages ordered by id whatever order they arrive in', () => {
    let state = loaded();
    state = conversationReducer(state, {
      type: 'merged',
      messages: [aMessage({ id: 14 }), aMessage({ id: 12 }), aMessage({ id: 10, text: 'edited' })],
    });
    expect(state.messages.map((message) => message.id)).toEqual([10, 12, 14]);
    expect(state.messages[0]?.text).toBe('edited');
  });

  it('marks only the member’s own messages read, up to the id', () => {
    let state = conversationReducer(loaded(), {
      type: 'merged',
      messages: [aMessage({ id: 11, sender_id: 1 }), aMessage({ id: 13, sender_id: 1 })],
    });
    state = conversationReducer(state, { type: 'read', upTo: 12, readAt: '2026-11-25T10:05:00Z', ownId: 1 });
    expect(state.messages.map((message) => message.read_at)).toEqual([null, '2026-11-25T10:05:00Z', null]);
  });

  it('shows no read state unless both members share read receipts (ADR 0019)', () => {
    const notShared = conversationReducer(initialConversationState, {
      type: 'loaded',
      response: aChatResponse({ read_receipts: false, messages: [aMessage({ id: 11, sender_id: 1 })] }),
    });
    const after = conversationReducer(notShared, {
      type: 'read',
      upTo: 11,
      readAt: '2026-11-25T10:05:00Z',
      ownId: 1,
    });
    expect(after.readReceipts).toBe(false);
    expect(after.messages[0]?.read_at).toBeNull();

    const shared = conversationReducer(notShared, {
      type: 'merged',
      messages: [],
      response: aChatResponse(),
    });
    expect(shared.readReceipts).toBe(true);
    const read = conversationReducer(shared, {
      type: 'read',
      upTo: 11,
      readAt: '2026-11-25T10:05:00Z',
      ownId: 1,
    });
    expect(read.messages[0]?.read_at).toBe('2026-11-25T10:05:00Z');
  });

  it('takes the conversation id from a first message of the other member', () => {
    const empty = conversationReducer(initialConversationState, {
      type: 'loaded',
      response: aChatResponse({ conversation: null }),
    });
    const state = conversationReducer(empty, {
      type: 'merged',
      messages: [aMessage({ id: 3, conversation_id: 44, sender_id: 7 })],
    });
    expect(state.conversation).toBe(44);
  });
});
