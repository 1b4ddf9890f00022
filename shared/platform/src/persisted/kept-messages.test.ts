import type { KeptChatMessage } from '@amora/contracts';
import { createPersistedState, type KeyValueStorage } from './persisted-state';

const KEY = 'amora.state.v1';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  return { storage, data };
}

const text: KeptChatMessage = {
  client_id: 'c-1',
  type: 'text',
  text: 'Hello there',
  gift_id: null,
  created_at: '2026-11-28T10:00:00.000Z',
};
const gift: KeptChatMessage = { ...text, client_id: 'c-2', type: 'gift', text: null, gift_id: 'rose' };

describe('kept chat messages in the persisted state', () => {
  it('keeps a text and a gift per conversation across a new page (a purchase in the same tab)', () => {
    const { storage } = memoryStorage();
    createPersistedState(storage).setKeptMessages(3, 'c12', [text, gift]);

    const afterReload = createPersistedState(storage);
    expect(afterReload.getKeptMessages(3, 'c12')).toEqual([text, gift]);
    expect(afterReload.getKeptMessages(3, 'c13')).toEqual([]);
  });

  it('forgets a conversation when its list is emptied', () => {
    const { storage, data } = memoryStorage();
    const state = createPersistedState(storage);
    state.setKeptMessages(3, 'p7', [text]);
    state.setKeptMessages(3, 'p7', []);
    expect(state.getKeptMessages(3, 'p7')).toEqual([]);
    expect(JSON.parse(data.get(KEY) as string).kept).toEqual({});
  });

  it('drops a malformed kept message without losing the dismissals', () => {
    const { storage } = memoryStorage({
      [KEY]: JSON.stringify({
        dismissals: { 'entry-warning': 5 },
        kept: { '3:c1': [text, { ...text, client_id: 'x', type: 'photo' }], '../x': [text], '3:c2': 'no' },
        returnChat: { member: 3, path: 'https://evil.example/chats/1', at: 1 },
      }),
    });
    const state = createPersistedState(storage);
    expect(state.getDismissedAt('entry-warning')).toBe(5);
    expect(state.getKeptMessages(3, 'c1')).toEqual([text]);
    expect(state.getReturnChat(3)).toBeNull();
  });

  it('remembers the chat the member left to buy credits: only the chat routes', () => {
    const { storage } = memoryStorage();
    const state = createPersistedState(storage, () => 99);
    state.setReturnChat(3, '/members/4/chat');
    expect(createPersistedState(storage).getReturnChat(3)).toEqual({ path: '/members/4/chat', at: 99 });
    expect(() => state.setReturnChat(3, '//evil.example')).toThrow(TypeError);
    state.setReturnChat(3, null);
    expect(createPersistedState(storage).getReturnChat(3)).toBeNull();
  });

  it('keeps one member’s messages at a time: another member on the device never sees them', () => {
    const { storage } = memoryStorage();
    const state = createPersistedState(storage);
    state.setKeptMessages(3, 'c12', [text]);
    state.setReturnChat(3, '/chats/12');
    // The other member of the same conversation logs in on this device.
    expect(state.getKeptMessages(4, 'c12')).toEqual([]);
    expect(state.getReturnChat(4)).toBeNull();
    state.setKeptMessages(4, 'c12', [gift]);
    expect(createPersistedState(storage).getKeptMessages(3, 'c12')).toEqual([]);
    expect(createPersistedState(storage).getKeptMessages(4, 'c12')).toEqual([gift]);
  });
});
