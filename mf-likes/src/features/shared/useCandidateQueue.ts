import type { Candidate, MatchFinderResponse } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useEffect, useState } from 'react';
import { likesQueryKeys } from '../../api/likes';
import { useMatchFinderQueue } from '../../api/swipes';

/**
 * The candidate on screen and the way to the next one. A decided candidate also leaves the cached
 * queue, which the swipe game, the match finder and /signup-matches share: opening another of them
 * must not show someone already decided on while the fresh queue loads. The server leaves out
 * everyone decided on, so when the queue runs out a refetch brings new candidates, never a repeat.
 */
export function useCandidateQueue() {
  const { queryClient } = usePlatform();
  const query = useMatchFinderQueue();
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const waiting = (query.data?.profiles ?? []).filter((candidate) => !decided.has(candidate.id));
  const current: Candidate | null = waiting[0] ?? null;
  const settled = query.isSuccess && !query.isFetching && current === null;
  const ranOut = settled && decided.size > 0;
  const { refetch } = query;
  useEffect(() => {
    if (!ranOut) return;
    setDecided(new Set());
    void refetch();
  }, [ranOut, refetch]);
  return {
    query,
    current,
    next: waiting[1] ?? null,
    /** Takes a candidate off the queue (after the server has the decision). */
    done: (id: number) => {
      setDecided((before) => new Set(before).add(id));
      queryClient.setQueriesData<MatchFinderResponse>({ queryKey: likesQueryKeys.matchFinder() }, (data) =>
        data ? { ...data, profiles: data.profiles.filter((candidate) => candidate.id !== id) } : data,
      );
    },
    /** Puts a candidate back on top of the queue (a pass taken back). */
    restore: (candidate: Candidate) => {
      setDecided((before) => {
        const after = new Set(before);
        after.delete(candidate.id);
        return after;
      });
      queryClient.setQueriesData<MatchFinderResponse>({ queryKey: likesQueryKeys.matchFinder() }, (data) =>
        data
          ? { ...data, profiles: [candidate, ...data.profiles.filter((other) => other.id !== candidate.id)] }
          : data,
      );
    },
    allowance: query.data?.swipe_likes ?? null,
    /** True when the server has nobody left for the member. */
    empty: settled && decided.size === 0,
  };
}
