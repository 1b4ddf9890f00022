import type { PlatformProps, User } from '@amora/contracts';
import { paths } from '@amora/contracts/plain';
import { userQuery } from '@amora/platform';
import { syncMemberLanguage } from '../i18n/language';

/**
 * Reads the current member from the server: a fetch of the `['user']` query, which the session
 * store follows (ADR 0010). A failed request leaves both as they were.
 */
export async function refreshUser(platform: PlatformProps): Promise<User | null> {
  const { user } = await platform.queryClient.fetchQuery({ ...userQuery(platform.http), staleTime: 0 });
  return user;
}

/** Ends the member's session on the server, clears it locally and goes to the home page. */
export async function logout(platform: PlatformProps): Promise<void> {
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
