import type { PhotoDecisionBody, StaffPhoto } from '@amora/contracts';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';

interface PhotoList {
  photos: StaffPhoto[];
  next_cursor: string | null;
  total: number;
}

export const photoQueryKeys = {
  waiting: () => ['staff', 'photos', 'inspected'] as const,
};

/** `GET /api/staff/photos?status=inspected`: the photos waiting for a moderator, page by page. */
export function useWaitingPhotos() {
  const { http } = useBackofficePlatform();
  return useInfiniteQuery({
    queryKey: photoQueryKeys.waiting(),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      http.get<PhotoList>('/api/staff/photos', { query: { status: 'inspected', cursor: pageParam }, signal }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `POST /api/staff/photos/{id}`: approve, or reject with the reason the member is told. */
export function usePhotoDecision() {
  const { http } = useBackofficePlatform();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PhotoDecisionBody }) =>
      http.post<unknown>(`/api/staff/photos/${id}`, { body }),
  });
}
