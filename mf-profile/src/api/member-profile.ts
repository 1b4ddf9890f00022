import type { MemberProfileResponse } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';

/** Area-private query keys (ADR 0004: prefixed with the area). */
export const memberProfileQueryKeys = {
  all: () => ['profile', 'member'] as const,
  member: (id: number, viewerId: number | null) => ['profile', 'member', id, viewerId] as const,
};

/**
 * `GET /api/profile.php?id=`: another member as the viewer may see them. Opening a profile clears
 * the viewer's new-like flag for that member on the server, so the shell's likes badge is
 * refreshed afterwards.
 */
export function useMemberProfile(id: number | null, viewerId: number | null) {
  const { http, queryClient } = usePlatform();
  return useQuery({
    queryKey: memberProfileQueryKeys.member(id ?? 0, viewerId),
    queryFn: async ({ signal }) => {
      const answer = await http.get<MemberProfileResponse>('/api/profile.php', {
        query: { id: id ?? 0 },
        signal,
      });
      if (viewerId !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.likes() });
      return answer.profile;
    },
    enabled: id !== null,
  });
}
