import type {
  AutoLikeResponse,
  MatchFinderResponse,
  SwipeBody,
  SwipeDecision,
  SwipeResponse,
  SwipeUndoResponse,
} from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform, useSession } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { likesQueryKeys } from './likes';

/**
 * `GET /api/match-finder.php`: the next candidates and the swipe-like allowance. Not refetched on
 * focus: a queue that changed under a card being dragged would swap the card away.
 */
export function useMatchFinderQueue() {
  const { http } = usePlatform();
  // Keyed by the member's "real members only": switching it asks the server again, wherever it was switched.
  const realMembersOnly = useSession().user?.real_members_only === true;
  return useQuery({
    queryKey: likesQueryKeys.matchFinderQueue(realMembersOnly),
    queryFn: ({ signal }) => http.get<MatchFinderResponse>('/api/match-finder.php', { signal }),
    refetchOnWindowFocus: false,
  });
}

/** `POST /api/swipe.php`: the swipe game's like (counted, 4 a day) or pass. */
export function useSwipe() {
  const { http, queryClient } = usePlatform();
  return useMutation({
    mutationFn: ({ profileId, decision }: { profileId: number; decision: SwipeDecision }) =>
      http.post<SwipeResponse>('/api/swipe.php', {
        body: { profile_id: profileId, decision } satisfies SwipeBody,
      }),
    onSuccess: (answer) => {
      // The allowance in the queue's answer is what the page shows: keep it current.
      queryClient.setQueriesData<MatchFinderResponse>({ queryKey: likesQueryKeys.matchFinder() }, (queue) =>
        queue ? { ...queue, swipe_likes: answer.swipe_likes } : queue,
      );
      if (answer.liked) void queryClient.invalidateQueries({ queryKey: [...queryKeys.likes(), 'tab'] });
    },
  });
}

/** `DELETE /api/swipe.php`: takes back the member's newest swipe when it was a pass (free). */
export function useUndoPass() {
  const { http } = usePlatform();
  return useMutation({
    mutationFn: (profileId: number) =>
      http.delete<SwipeUndoResponse>('/api/swipe.php', { body: { profile_id: profileId } }),
  });
}

/** `GET /api/auto-like.php`: a profile that just liked the member, or null (ADR 0015). */
export function fetchAutoLike(http: ReturnType<typeof usePlatform>['http']): Promise<AutoLikeResponse> {
  return http.get<AutoLikeResponse>('/api/auto-like.php');
}
