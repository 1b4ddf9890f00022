import type { StaffExportsOverview } from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useQuery } from '@tanstack/react-query';

export const pendingExportsKey = () => ['staff', 'exports'] as const;

/** `GET /api/staff/exports`: exports not finished and accounts pending deletion (ids and dates only). */
export function usePendingExports() {
  const { http } = useBackofficePlatform();
  return useQuery({
    queryKey: pendingExportsKey(),
    queryFn: ({ signal }) => http.get<StaffExportsOverview>('/api/staff/exports', { signal }),
    // A queued export moves within seconds; the page follows it while it is open.
    refetchInterval: 15_000,
  });
}
