import type { HttpClient } from '@amora/contracts';
import { HttpError } from '@amora/platform';
import { isStaffSessionLost } from '../platform/console-platform';
import { createStaffSession } from './staff-session';

const ADMIN = { id: 1, email: 'ada@amora.test', name: 'Ada', roles: ['admin' as const] };
const SESSION_ANSWER = {
  staff: ADMIN,
  session: { idle_expires_at: '2026-12-01T10:30:00Z', expires_at: '2026-12-01T22:00:00Z' },
};

function fakeHttp(overrides: Partial<HttpClient> = {}): jest.Mocked<HttpClient> {
  return {
    get: jest.fn(),
    post: jest.fn().mockResolvedValue({ ok: true }),
    put: jest.fn(),
    delete: jest.fn().mockResolvedValue({ ok: true }),
    upload: jest.fn(),
    ...overrides,
  } as jest.Mocked<HttpClient>;
}

const unauthenticated = () => new HttpError(401, 'staff_authentication_required', 'Please log in.');

describe('the staff session', () => {
  it('is signed in when GET /api/staff/session answers, with the staff member and the end of the session', async () => {
    const http = fakeHttp({ get: jest.fn().mockResolvedValue(SESSION_ANSWER) });
    const session = createStaffSession(() => http);
    await session.load();
    expect(http.get).toHaveBeenCalledWith('/api/staff/session');
    expect(session.getState()).toEqual({
      status: 'signed-in',
      staff: ADMIN,
      expiresAt: '2026-12-01T22:00:00Z',
    });
  });

  it('goes to the login page on a 401 at boot without saying a session ended', async () => {
    const session = createStaffSession(() =>
      fakeHttp({ get: jest.fn().mockRejectedValue(unauthenticated()) }),
    );
    await session.load();
    expect(session.getState()).toEqual({ status: 'signed-out', ended: false });
  });

  it('offers to try again when the session cannot be read (network, server)', async () => {
    const failure = new HttpError(0, 'network_error', 'offline');
    const session = createStaffSession(() => fakeHttp({ get: jest.fn().mockRejectedValue(failure) }));
    await session.load();
    expect(session.getState()).toEqual({ status: 'unavailable' });
  });

  it('logs in with email, password and code, then reads the session', async () => {
    const http = fakeHttp({ get: jest.fn().mockResolvedValue(SESSION_ANSWER) });
    const session = createStaffSession(() => http);
    await session.signIn({ email: 'ada@amora.test', password: 'a long password', code: '123456' });
    expect(http.post).toHaveBeenCalledWith('/api/staff/session', {
      body: { email: 'ada@amora.test', password: 'a long password', code: '123456' },
    });
    expect(session.isSignedIn()).toBe(true);
  });

  it('keeps the console signed out when the login is refused, with the error for the form', async () => {
    const refused = new HttpError(401, 'staff_login_failed', 'Wrong e-mail, password or code.');
    const session = createStaffSession(() => fakeHttp({ post: jest.fn().mockRejectedValue(refused) }));
    await expect(session.signIn({ email: 'a@b.test', password: 'x', code: '000000' })).rejects.toBe(refused);
    expect(session.isSignedIn()).toBe(false);
  });

  it('ends a signed-in session on a lost-session answer, says so, and forgets what was loaded', async () => {
    const forget = jest.fn();
    const session = createStaffSession(
      () => fakeHttp({ get: jest.fn().mockResolvedValue(SESSION_ANSWER) }),
      forget,
    );
    await session.load();
    session.sessionEnded();
    expect(session.getState()).toEqual({ status: 'signed-out', ended: true });
    expect(forget).toHaveBeenCalledTimes(1);
    // A second lost answer of the same moment changes nothing.
    session.sessionEnded();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('logs out locally even when the server cannot be reached', async () => {
    const http = fakeHttp({
      get: jest.fn().mockResolvedValue(SESSION_ANSWER),
      delete: jest.fn().mockRejectedValue(new HttpError(0, 'network_error', 'offline')),
    });
    const session = createStaffSession(() => http);
    await session.load();
    await session.signOut();
    expect(http.delete).toHaveBeenCalledWith('/api/staff/session');
    expect(session.getState()).toEqual({ status: 'signed-out', ended: false });
  });

  it("treats only the staff guard's 401 as a lost session (a 403 of a missing role is not)", () => {
    expect(isStaffSessionLost(401, 'staff_authentication_required')).toBe(true);
    expect(isStaffSessionLost(403, 'staff_forbidden')).toBe(false);
    expect(isStaffSessionLost(401, 'staff_login_failed')).toBe(false);
  });
});
