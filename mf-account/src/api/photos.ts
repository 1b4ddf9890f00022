import type { OwnPhotosResponse } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/*
 * The member's own photos for the sign-up's photo step: `GET /api/photos.php` (owned by the
 * profile area, docs/api/profile.md). Uploading is `usePhotoUploads` of @amora/ui, whose every
 * answer is the whole list again.
 */

/** The own photos' key is the platform's: the account and profile areas share that cache. */
export const photoQueryKeys = {
  own: queryKeys.ownPhotos,
};

/** `GET /api/photos.php`: the photos so far (a member may come back to the step) and the limit. */
export function useOwnPhotos() {
  const { http } = usePlatform();
  return useQuery({
    queryKey: photoQueryKeys.own(),
    queryFn: ({ signal }) => http.get<OwnPhotosResponse>('/api/photos.php', { signal }),
  });
}

/** Keeps an upload's answer as the cached list, so the new photo shows at once. */
export function useKeepOwnPhotos(): (answer: OwnPhotosResponse) => void {
  const { queryClient } = usePlatform();
  return useCallback((answer) => queryClient.setQueryData(photoQueryKeys.own(), answer), [queryClient]);
}
