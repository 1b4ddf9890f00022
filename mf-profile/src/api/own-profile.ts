import type { PlatformProps, ProfilePatch, User, UserResponse } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { useAreaPlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';

/*
 * The own profile: `PUT /api/profile.php` saves its fields, `GET /api/user.php` reads the member
 * again after photo changes (the main photo lives on the user). See docs/api/profile.md.
 */

export interface SaveProfileResponse {
  user: User;
}

/** The member as the server answered: the session store and the shared `['user']` query learn it at once. */
export function storeUser(platform: PlatformProps, user: User | null): void {
  platform.session.setUser(user);
  platform.queryClient.setQueryData<UserResponse>(queryKeys.user(), { user });
}

/**
 * `GET /api/user.php`: the member again, so the top bar and the shell's profile-photo alert see
 * a new main photo. Best effort: a failure leaves the session as it was.
 */
export async function refreshOwnUser(platform: PlatformProps): Promise<void> {
  try {
    const { user } = await platform.http.get<UserResponse>('/api/user.php');
    storeUser(platform, user);
  } catch {
    // The next regular user refresh of the shell catches up.
  }
}

/** `PUT /api/profile.php`: saves the changed profile fields; the answer is the whole member. */
export function useSaveProfile() {
  const platform = useAreaPlatform();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      platform.http.put<SaveProfileResponse>('/api/profile.php', { body: patch }),
    onSuccess: ({ user }) => storeUser(platform, user),
  });
}
