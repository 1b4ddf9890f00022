import { paths, type PlatformProps, type User, type UserResponse } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { syncMemberLanguage } from '../i18n/language';

/** Reads the current member from the server into the session store and the query cache. */
export async function refreshUser(platform: PlatformProps): Promise<User | null> {
  const { user } = await platform.http.get<UserResponse>('/api/user.php');
  platform.session.setUser(user);
  platform.queryClient.setQueryData(queryKeys.user(), { user });
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
  platform.queryClient.setQueryData(queryKeys.user(), { user });
  platform.navigate(paths.members(), { replace: true });
  void syncMemberLanguage(platform);
}
