import type { User } from '@amora/contracts';
import { createEventBus } from './events/event-bus';
import { createPersistedState, type KeyValueStorage } from './persisted/persisted-state';
import { createQueryClient } from './query/query-client';
import { createSessionStore } from './session/session-store';

const KEY = 'amora.state.v1';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: jest.fn((key: string) => data.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => void data.set(key, value)),
  };
  return { storage, data };
}

describe('persisted state', () => {
  it('reads dismissals from a valid stored document', () => {
    const { storage } = memoryStorage({
      [KEY]: JSON.stringify({ dismissals: { pushBanner: 1700000000000 } }),
    });
    const state = createPersistedState(storage);
    expect(state.getDismissedAt('pushBanner')).toBe(1700000000000);
    expect(state.getDismissedAt('other')).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"dismissals": {'],
    ['a wrong shape', JSON.stringify({ dismissals: { pushBanner: 'yesterday' } })],
    ['a negative timestamp', JSON.stringify({ dismissals: { pushBanner: -5 } })],
    ['an array', JSON.stringify([1, 2])],
    ['a fractional timestamp', JSON.stringify({ dismissals: { pushBanner: 1.5 } })],
    ['dismissals as a list', JSON.stringify({ dismissals: [1] })],
    [
      'tracking too long',
      JSON.stringify({ dismissals: { pushBanner: 1 }, tracking: { ref: 'x'.repeat(101) } }),
    ],
    ['tracking not text', JSON.stringify({ dismissals: { pushBanner: 1 }, tracking: { ref: 5 } })],
  ])('ignores %s in storage', (_label, raw) => {
    const { storage } = memoryStorage({ [KEY]: raw });
    expect(createPersistedState(storage).getDismissedAt('pushBanner')).toBeNull();
  });

  it('reads the stored tracking parameters, known keys only, and stores checked ones', () => {
    const { storage, data } = memoryStorage({
      [KEY]: JSON.stringify({ tracking: { network: 'n1', sub2: 's', cpc: '3' } }),
    });
    const state = createPersistedState(storage);
    expect(state.getTracking()).toEqual({ network: 'n1', sub2: 's' });
    expect(state.getDismissedAt('x')).toBeNull();
    state.setTracking({ ref: 'r' });
    expect(JSON.parse(data.get(KEY) as string)).toEqual({ dismissals: {}, tracking: { ref: 'r' } });
    expect(() => state.setTracking({ ref: 'x'.repeat(101) })).toThrow(TypeError);
  });

  it('dismiss stores the current timestamp under amora.state.v1', () => {
    const { storage, data } = memoryStorage();
    const state = createPersistedState(storage, () => 1234567);
    state.dismiss('pushBanner');
    expect(state.getDismissedAt('pushBanner')).toBe(1234567);
    expect(JSON.parse(data.get(KEY) as string)).toEqual({ dismissals: { pushBanner: 1234567 } });
  });

  it('dismiss keeps earlier dismissals and accepts an explicit time', () => {
    const { storage, data } = memoryStorage({ [KEY]: JSON.stringify({ dismissals: { a: 1 } }) });
    createPersistedState(storage).dismiss('b', 2);
    expect(JSON.parse(data.get(KEY) as string)).toEqual({ dismissals: { a: 1, b: 2 } });
    expect(createPersistedState(storage).getDismissedAt('b')).toBe(2);
  });

  it('does not throw when the storage throws, and still remembers for this page', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const state = createPersistedState(throwing, () => 99);
    expect(() => state.dismiss('pushBanner')).not.toThrow();
    expect(state.getDismissedAt('pushBanner')).toBe(99);
  });

  it('works without storage', () => {
    const state = createPersistedState(null, () => 5);
    state.dismiss('x');
    expect(state.getDismissedAt('x')).toBe(5);
  });
});

describe('session store', () => {
  const member = { id: 1, email: 'a@example.com' } as unknown as User;

  it('starts unknown, becomes authenticated with a user, and anonymous when cleared', () => {
    const session = createSessionStore(createQueryClient());
    expect(session.getState()).toEqual({ status: 'unknown', user: null });
    session.setUser(member);
    expect(session.getState()).toEqual({ status: 'authenticated', user: member });
    session.clear();
    expect(session.getState()).toEqual({ status: 'anonymous', user: null });
  });

  it('treats setUser(null) as anonymous and accepts an initial user', () => {
    const session = createSessionStore(createQueryClient(), member);
    expect(session.getState().status).toBe('authenticated');
    session.setUser(null);
    expect(session.getState()).toEqual({ status: 'anonymous', user: null });
    expect(createSessionStore(createQueryClient(), null).getState().status).toBe('anonymous');
  });

  it('notifies subscribers with the new and previous state until unsubscribed', () => {
    const session = createSessionStore(createQueryClient());
    const seen: string[] = [];
    const unsubscribe = session.subscribe((state, previous) =>
      seen.push(`${previous.status}->${state.status}`),
    );
    session.setUser(member);
    session.clear();
    unsubscribe();
    session.setUser(member);
    expect(seen).toEqual(['unknown->authenticated', 'authenticated->anonymous']);
  });
});

describe('event bus', () => {
  it('delivers an emitted payload to every handler of that event only', () => {
    const bus = createEventBus();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    bus.on('session:logout', first);
    bus.on('session:logout', second);
    bus.on('locale:changed', other);

    bus.emit('session:logout', { reason: 'user' });

    expect(first).toHaveBeenCalledWith({ reason: 'user' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering to a handler after the function returned by on is called (off)', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const off = bus.on('locale:changed', handler);
    bus.emit('locale:changed', { locale: 'nl' });
    off();
    bus.emit('locale:changed', { locale: 'de' });
    expect(handler.mock.calls).toEqual([[{ locale: 'nl' }]]);
  });

  it('lets a handler unsubscribe itself during emit without skipping the others', () => {
    const bus = createEventBus();
    const calls: string[] = [];
    const offFirst = bus.on('locale:changed', () => {
      calls.push('first');
      offFirst();
    });
    bus.on('locale:changed', () => calls.push('second'));
    bus.emit('locale:changed', { locale: 'fr' });
    bus.emit('locale:changed', { locale: 'fr' });
    expect(calls).toEqual(['first', 'second', 'second']);
  });

  it('emitting an event nobody listens to does nothing', () => {
    expect(() =>
      createEventBus().emit('session:logout', { reason: 'authentication_required' }),
    ).not.toThrow();
  });
});
