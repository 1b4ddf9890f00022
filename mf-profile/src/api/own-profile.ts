import type { PlatformProps, ProfilePatch, SignedInUserResponse } from '@amora/contracts';
import { userQuery } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';

/*
 * The own profile: `PUT /api/profile.php` saves its fields, `GET /api/user.php` reads the member
 * again after photo changes (the main photo lives on the user). See docs/api/profile.md.
 */

/**
 * `GET /api/user.php`: the member again, so the top bar and the shell's profile-photo alert see
 * a new main photo. A fetch of the shared `['user']` query, which the session store follows
 * (ADR 0010). Best effort: a failure leaves the session as it was.
 */
export async function refreshOwnUser(platform: PlatformProps): Promise<void> {
  try {
    await platform.queryClient.fetchQuery({ ...userQuery(platform.http), staleTime: 0 });
  } catch {
    // The next regular user refresh of the shell catches up.
  }
}

/** `PUT /api/profile.php`: saves the changed profile fields; the answer is the whole member. */
export function useSaveProfile() {
  const platform = usePlatform();
  return useMutation({
    mutationFn: (patch: ProfilePatch) =>
      platform.http.put<SignedInUserResponse>('/api/profile.php', { body: patch }),
    // The store writes the shared ['user'] query too (ADR 0010).
    onSuccess: ({ user }) => platform.session.setUser(user),
  });
}
