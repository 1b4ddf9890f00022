import type { MemberProfile, ProfileIdBody } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { useAreaPlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';
import { memberProfileQueryKeys } from './member-profile';
import { searchQueryKeys } from './search';

const BLOCK_URL = '/api/block.php';

/** `POST` / `DELETE /api/block.php`: whether the viewer now blocks the member. */
export interface BlockResponse {
  blocked: boolean;
}

/**
 * Blocks (`true`) or unblocks (`false`) a member. Not optimistic: blocking is confirmed in a
 * dialog first and its outcome is shown. Search results and likes leave out blocked members, so
 * both are refreshed.
 */
export function useToggleBlock(profileId: number, viewerId: number | null) {
  const { http, queryClient } = useAreaPlatform();
  return useMutation({
    mutationFn: (block: boolean) => {
      const body: ProfileIdBody = { profile_id: profileId };
      return block
        ? http.post<BlockResponse>(BLOCK_URL, { body })
        : http.delete<BlockResponse>(BLOCK_URL, { body });
    },
    onSuccess: ({ blocked }) => {
      queryClient.setQueryData<MemberProfile>(
        memberProfileQueryKeys.member(profileId, viewerId),
        (profile) => (profile ? { ...profile, blocked } : profile),
      );
      void queryClient.invalidateQueries({ queryKey: searchQueryKeys.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.likes() });
    },
  });
}
