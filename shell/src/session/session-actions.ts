import type { PlatformProps, User, UserResponse } from '@amora/contracts';
import { paths } from '@amora/contracts/plain';
import { userQuery } from '@amora/platform';
import { syncMemberLanguage } from '../i18n/language';

/**
 * Reads the current member from the server: a fetch of the `['user']` query, which the session
 * store follows (ADR 0010). A failed request leaves both as they were. `answer`: the same request,
 * already sent (the boot asks before the platform exists), taken instead of asking again.
 */
export async function refreshUser(
  platform: PlatformProps,
  answer?: Promise<UserResponse>,
): Promise<User | null> {
  const query = userQuery(platform.http);
  const { user } = await platform.queryClient.fetchQuery({
    ...query,
    ...(answer ? { queryFn: () => answer } : {}),
    staleTime: 0,
  });
  return user;
}

/**
 * How long a logout waits for this device's push subscription to be forgotten. The request may be
 * retried on a bad network, and the member asked to leave now: past this, the logout goes on.
 */
export const LOGOUT_PUSH_WAIT_MS = 1_500;

/** Resolves once `work` settles or `ms` have passed, whichever is first; never rejects. */
function settledWithin(work: () => Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const done = Promise.resolve()
    .then(work)
    .then(
      () => undefined,
      () => undefined,
    );
  return Promise.race([done, waited]).finally(() => clearTimeout(timer));
}

/**
 * Ends the member's session on the server, clears it locally and goes to the home page. First,
 * while the session still lets the server match the endpoint to the member, this device's push
 * subscription is forgotten (server and browser), so their notifications stop reaching a device
 * someone else may use next. That step never blocks or breaks the logout: without push it returns
 * at once, and if it fails or hangs the logout goes on regardless (a device left subscribed is a
 * lesser harm than a member who cannot log out).
 */
export async function logout(platform: PlatformProps): Promise<void> {
  await settledWithin(() => platform.push.unsubscribe({ reloadUser: false }), LOGOUT_PUSH_WAIT_MS);
  try {
    await platform.http.post('/api/logout.php');
  } finally {
    platform.session.clear();
    platform.queryClient.clear();
    platform.events.emit('session:logout', { reason: 'user' });
    platform.navigate(paths.home());
  }
}

/** After a successful login (emitted by the login area) the member lands on the members page. */
export function onLogin(platform: PlatformProps, user: User): void {
  platform.session.setUser(user);
  platform.navigate(paths.members(), { replace: true });
  void syncMemberLanguage(platform);
}
