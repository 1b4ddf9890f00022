import type { User } from '@amora/contracts';
import { createQueryClient } from '../query/query-client';
import { createSessionStore } from '../session/session-store';
import { startAppBadge } from './app-badge';

const member = (unread: number, likes: number) =>
  ({ id: 1, unread_messages: unread, new_likes: likes }) as User;

describe('app badge from the page', () => {
  it('shows unread messages plus new likes, and clears at logout', async () => {
    const session = createSessionStore(createQueryClient());
    const setAppBadge = jest.fn(async (_count?: number) => undefined);
    const clearAppBadge = jest.fn(async () => undefined);
    startAppBadge(session, { setAppBadge, clearAppBadge });
    expect(setAppBadge).not.toHaveBeenCalled(); // the session is not known yet

    session.setUser(member(2, 3));
    expect(setAppBadge).toHaveBeenLastCalledWith(5);
    session.setUser(member(2, 3));
    expect(setAppBadge).toHaveBeenCalledTimes(1);
    session.clear();
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
  });

  it('does nothing where the browser has no Badging API', () => {
    const session = createSessionStore(createQueryClient());
    expect(() => startAppBadge(session, {})).not.toThrow();
    session.setUser(member(1, 0));
  });
});
