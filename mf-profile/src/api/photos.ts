import type { OwnPhotosResponse } from '@amora/contracts';
import { queryKeys } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshOwnUser } from './own-profile';

/*
 * The own photos: `GET/POST/PUT/DELETE /api/photos.php` (docs/api/profile.md). Every answer is the
 * whole list with the member's limit, so each change simply replaces the cached list.
 */

const PHOTOS_URL = '/api/photos.php';

/** The own photos' key is the platform's: the account and profile areas share that cache. */
export const photoQueryKeys = {
  own: queryKeys.ownPhotos,
};

/** What PUT accepts: the new order (all own photo ids) and/or the new main photo. */
export interface PhotoChange {
  order?: number[];
  main_id?: number;
}

/** `GET /api/photos.php`: the member's photos (also those still being checked) and the limit. */
export function useOwnPhotos() {
  const { http } = usePlatform();
  return useQuery({
    queryKey: photoQueryKeys.own(),
    queryFn: ({ signal }) => http.get<OwnPhotosResponse>(PHOTOS_URL, { signal }),
  });
}

/** The list with `order` applied at once, so a moved photo moves before the server answers. */
function reordered(current: OwnPhotosResponse, order: number[]): OwnPhotosResponse {
  const byId = new Map(current.photos.map((photo) => [photo.id, photo]));
  const photos = order.flatMap((id, position) => {
    const photo = byId.get(id);
    return photo ? [{ ...photo, position }] : [];
  });
  return photos.length === current.photos.length ? { ...current, photos } : current;
}

/**
 * `PUT /api/photos.php`: a new order (optimistic: undone if the server refuses) or a new main
 * photo. After a new main photo the member is read again, as the main photo is part of the user
 * (not awaited: the list is already right, the top bar may follow a moment later).
 */
export function useUpdatePhotos() {
  const platform = usePlatform();
  const { http, queryClient } = platform;
  return useMutation({
    mutationFn: (change: PhotoChange) => http.put<OwnPhotosResponse>(PHOTOS_URL, { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: photoQueryKeys.own() });
      const previous = queryClient.getQueryData<OwnPhotosResponse>(photoQueryKeys.own());
      if (previous && change.order)
        queryClient.setQueryData(photoQueryKeys.own(), reordered(previous, change.order));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(photoQueryKeys.own(), context.previous);
    },
    onSuccess: (answer, change) => {
      queryClient.setQueryData(photoQueryKeys.own(), answer);
      if (change.main_id !== undefined) void refreshOwnUser(platform);
    },
  });
}

/** `DELETE /api/photos.php?id=`; then the member again (the deleted photo may have been the main one). */
export function useDeletePhoto() {
  const platform = usePlatform();
  const { http, queryClient } = platform;
  return useMutation({
    mutationFn: (id: number) => http.delete<OwnPhotosResponse>(PHOTOS_URL, { query: { id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(photoQueryKeys.own(), answer);
      void refreshOwnUser(platform);
    },
  });
}

/**
 * Keeps an upload's answer (the whole list) as the cached list. The upload itself is the site's
 * one photo upload, `usePhotoUploads` of @amora/ui, shared with the sign-up's photo step.
 */
export function useKeepUploadedPhotos(): (answer: OwnPhotosResponse) => void {
  const { queryClient } = usePlatform();
  return useCallback((answer) => queryClient.setQueryData(photoQueryKeys.own(), answer), [queryClient]);
}
