import type { BlockResponse, MemberProfile } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';
import { memberProfileQueryKeys } from './member-profile';
import { profileToggleRequest } from './profile-toggle-request';
import { searchQueryKeys } from './search';

const BLOCK_URL = '/api/block.php';

/**
 * Blocks (`true`) or unblocks (`false`) a member. Not optimistic: blocking is confirmed in a
 * dialog first and its outcome is shown. The server drops the viewer's like with the block, so the
 * profile shows no like at once (and none after unblocking either). Search results and likes leave
 * out blocked members, so both are refreshed.
 */
export function useToggleBlock(profileId: number, viewerId: number | null) {
  const { http } = usePlatform();
  const applyBlocked = useApplyBlocked(profileId, viewerId);
  return useMutation({
    mutationFn: profileToggleRequest<BlockResponse>(http, BLOCK_URL, profileId),
    onSuccess: ({ blocked }) => applyBlocked(blocked),
  });
}

/** After a block (also "block and report"): the profile shows it, search and likes lose the member. */
export function useApplyBlocked(profileId: number, viewerId: number | null) {
  const { queryClient } = usePlatform();
  return (blocked: boolean) => {
    queryClient.setQueryData<MemberProfile>(memberProfileQueryKeys.member(profileId, viewerId), (profile) =>
      profile ? { ...profile, blocked, liked: blocked ? false : profile.liked } : profile,
    );
    void queryClient.invalidateQueries({ queryKey: searchQueryKeys.all() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.likes() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chats() });
  };
}
