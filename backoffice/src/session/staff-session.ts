import type { BackofficeStaff, HttpClient, StaffLoginBody } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type StaffSessionState =
  | { status: 'loading' }
  /** `ended`: the session ran out or was ended elsewhere (not a log-out of one's own). */
  | { status: 'signed-out'; ended: boolean }
  | { status: 'signed-in'; staff: BackofficeStaff; expiresAt: string }
  /** The session could not be read (network, server): the console offers to try again. */
  | { status: 'unavailable' };

export interface StaffSessionStore extends Pick<StoreApi<StaffSessionState>, 'getState' | 'subscribe'> {
  /** Reads `GET /api/staff/session`: signed in, or 401 → signed out. */
  load(): Promise<void>;
  signIn(body: StaffLoginBody): Promise<void>;
  signOut(): Promise<void>;
  /** A call answered 401 `staff_authentication_required` while signed in. */
  sessionEnded(): void;
  isSignedIn(): boolean;
}

interface SessionAnswer {
  staff: BackofficeStaff;
  session: { idle_expires_at: string; expires_at: string };
}

export const STAFF_SESSION_PATH = '/api/staff/session';

/**
 * The console's staff session. `http` is asked for lazily: the console's HTTP client reports a
 * lost session to this store, so the two are made in either order.
 */
export function createStaffSession(http: () => HttpClient, onSignedOut: () => void = () => undefined) {
  const store = createStore<StaffSessionState>(() => ({ status: 'loading' }));

  const signOutLocally = (ended: boolean) => {
    store.setState({ status: 'signed-out', ended }, true);
    onSignedOut();
  };

  async function load(): Promise<void> {
    try {
      const answer = await http().get<SessionAnswer>(STAFF_SESSION_PATH);
      store.setState(
        { status: 'signed-in', staff: answer.staff, expiresAt: answer.session.expires_at },
        true,
      );
    } catch (error) {
      if (isHttpError(error) && error.status === 401) {
        const wasSignedIn = store.getState().status === 'signed-in';
        signOutLocally(wasSignedIn);
      } else store.setState({ status: 'unavailable' }, true);
    }
  }

  const session: StaffSessionStore = {
    getState: store.getState,
    subscribe: store.subscribe,
    load,
    async signIn(body) {
      await http().post(STAFF_SESSION_PATH, { body });
      await load();
    },
    async signOut() {
      // Ended here whatever the server answers: a failed call must not keep the console open.
      await http()
        .delete(STAFF_SESSION_PATH)
        .catch(() => undefined);
      signOutLocally(false);
    },
    sessionEnded() {
      if (store.getState().status === 'signed-in') signOutLocally(true);
    },
    isSignedIn: () => store.getState().status === 'signed-in',
  };
  return session;
}
