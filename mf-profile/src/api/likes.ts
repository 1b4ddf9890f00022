import type { MemberProfile, ProfileIdBody } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { useAreaPlatform } from '@amora/ui';
import { useMutation } from '@tanstack/react-query';
import { memberProfileQueryKeys } from './member-profile';

const LIKE_URL = '/api/like.php';

/** `POST` / `DELETE /api/like.php`: the like as the server stored it; `match` when it is mutual. */
export interface LikeResponse {
  liked: boolean;
  match: boolean;
}

/**
 * Likes (`true`) or unlikes (`false`) a member, optimistically: the button changes at once and
 * changes back if the server refuses. The likes list (owned by mf-likes, read by the shell's
 * badge) is refreshed afterwards.
 */
export function useToggleLike(profileId: number, viewerId: number | null) {
  const { http, queryClient } = useAreaPlatform();
  const key = memberProfileQueryKeys.member(profileId, viewerId);
  const setLiked = (liked: boolean) =>
    queryClient.setQueryData<MemberProfile>(key, (profile) => (profile ? { ...profile, liked } : profile));
  return useMutation({
    mutationFn: (like: boolean) => {
      const body: ProfileIdBody = { profile_id: profileId };
      return like
        ? http.post<LikeResponse>(LIKE_URL, { body })
        : http.delete<LikeResponse>(LIKE_URL, { body });
    },
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
