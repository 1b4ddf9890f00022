import type {
  LikeCard,
  LikesQuery,
  LikesResponse,
  LikesType,
  LikeResponse,
  MemberProfile,
  ProfileIdBody,
} from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';

/**
 * The likes tabs and one member's profile for the match view. Every key of this area starts with
 * the shared `['likes']` key, so one invalidation (a like in the profile area, a pushed message)
 * reloads all of it.
 */
export const likesQueryKeys = {
  tab: (type: LikesType) => [...queryKeys.likes(), 'tab', type] as const,
  member: (id: number) => [...queryKeys.likes(), 'member', id] as const,
  /** Every cached queue (`setQueriesData` by this prefix); one per "real members only" below. */
  matchFinder: () => [...queryKeys.likes(), 'match-finder'] as const,
  /** The queue as the server answers it for the member's "real members only" (`user.real_members_only`). */
  matchFinderQueue: (realMembersOnly: boolean) =>
    [...queryKeys.likes(), 'match-finder', realMembersOnly] as const,
};

/** `GET /api/likes.php?type=`: keyset pages of a tab; the counts come with every page. */
export function useLikesTab(type: LikesType) {
  const { http } = usePlatform();
  return useInfiniteQuery({
    queryKey: likesQueryKeys.tab(type),
    queryFn: ({ pageParam, signal }) =>
      http.get<LikesResponse>('/api/likes.php', {
        query: { type, cursor: pageParam } satisfies LikesQuery,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The cards of all loaded pages, each with its `like_new` flag from `liked_by`. */
export function cardsOf(pages: LikesResponse[] | undefined): Array<LikeCard & { likeNew: boolean }> {
  return (pages ?? []).flatMap((page) => {
    const fresh = new Map(page.liked_by.map((entry) => [entry.id, entry.like_new]));
    return page.profiles.map((card) => ({ ...card, likeNew: fresh.get(card.id) ?? false }));
  });
}

/**
 * Likes (`true`) or takes back (`false`) a like of a member; every likes list reloads after it,
 * so the tabs and counts show what the server stored.
 */
export function useLikeToggle() {
  const { http, queryClient } = usePlatform();
  return useMutation({
    mutationFn: ({ profileId, like }: { profileId: number; like: boolean }) => {
      const body: ProfileIdBody = { profile_id: profileId };
      return like
        ? http.post<LikeResponse>('/api/like.php', { body })
        : http.delete<LikeResponse>('/api/like.php', { body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.likes() }),
  });
}

/** Another member's profile (the profile area's `GET /api/profile.php`), for the match view. */
export function useMemberCard(id: number | null) {
  const { http } = usePlatform();
  return useQuery({
    queryKey: likesQueryKeys.member(id ?? 0),
    queryFn: async ({ signal }) =>
      (await http.get<{ profile: MemberProfile }>('/api/profile.php', { query: { id: id ?? 0 }, signal }))
        .profile,
    enabled: id !== null,
  });
}
