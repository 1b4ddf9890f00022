import type { LikeResponse, MemberProfile } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';
import { memberProfileQueryKeys } from './member-profile';
import { profileToggleRequest } from './profile-toggle-request';

const LIKE_URL = '/api/like.php';

/**
 * Likes (`true`) or unlikes (`false`) a member, optimistically: the button changes at once and
 * changes back if the server refuses. The likes list (owned by mf-likes, read by the shell's
 * badge) is refreshed afterwards.
 */
export function useToggleLike(profileId: number, viewerId: number | null) {
  const { http, queryClient } = usePlatform();
  const key = memberProfileQueryKeys.member(profileId, viewerId);
  const setLiked = (liked: boolean) =>
    queryClient.setQueryData<MemberProfile>(key, (profile) => (profile ? { ...profile, liked } : profile));
  return useMutation({
    mutationFn: profileToggleRequest<LikeResponse>(http, LIKE_URL, profileId),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const before = queryClient.getQueryData<MemberProfile>(key)?.liked;
      setLiked(like);
      return { before };
    },
    onError: (_error, _like, context) => {
      if (context?.before !== undefined) setLiked(context.before);
    },
    onSuccess: ({ liked }) => setLiked(liked),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.likes() }),
  });
}
