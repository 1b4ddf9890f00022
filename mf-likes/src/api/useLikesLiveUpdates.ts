import type { RealtimeClient, RealtimeEventType } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useEffect } from 'react';

const EVENTS: RealtimeEventType[] = ['like', 'match'];

/**
 * Reloads the likes (tabs, counts, the queue) when the realtime channel says a like or a match
 * arrived, and after a reconnect (events may have been missed). Without a socket the page keeps
 * what it loaded and reloads on the next visit, as the spec's polling does.
 */
export function useLikesLiveUpdates(): void {
  const platform = usePlatform();
  const { queryClient } = platform;
  // A shell released before the realtime channel hands out no client: this remote may run on it.
  const realtime = platform.realtime as RealtimeClient | undefined;
  useEffect(() => {
    if (!realtime) return undefined;
    const reload = () => void queryClient.invalidateQueries({ queryKey: queryKeys.likes() });
    const stops = EVENTS.map((type) => realtime.subscribe(type, reload));
    stops.push(realtime.onStatus((_status, reconnected) => (reconnected ? reload() : undefined)));
    return () => stops.forEach((stop) => stop());
  }, [realtime, queryClient]);
}
