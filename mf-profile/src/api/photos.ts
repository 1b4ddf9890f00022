import {
  ApiErrorSchema,
  CLIENT_REQUEST_HEADER,
  CLIENT_REQUEST_HEADER_VALUE,
  MESSAGES_NAMESPACE,
  type OwnPhotosResponse,
} from '@amora/contracts';
import { HttpError } from '@amora/platform';
import { useAreaPlatform } from '@amora/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshOwnUser } from './own-profile';

/*
 * The own photos: `GET/POST/PUT/DELETE /api/photos.php` (docs/api/profile.md). Every answer is the
 * whole list with the member's limit, so each change simply replaces the cached list.
 */

const PHOTOS_URL = '/api/photos.php';

/** Area-private query keys (ADR 0004: prefixed with the area). */
export const photoQueryKeys = {
  own: () => ['profile', 'own-photos'] as const,
};

/** What PUT accepts: the new order (all own photo ids) and/or the new main photo. */
export interface PhotoChange {
  order?: number[];
  main_id?: number;
}

/** `GET /api/photos.php`: the member's photos (also those still being checked) and the limit. */
export function useOwnPhotos() {
  const { http } = useAreaPlatform();
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
  const platform = useAreaPlatform();
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
  const platform = useAreaPlatform();
  const { http, queryClient } = platform;
  return useMutation({
    mutationFn: (id: number) => http.delete<OwnPhotosResponse>(PHOTOS_URL, { query: { id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(photoQueryKeys.own(), answer);
      void refreshOwnUser(platform);
    },
  });
}

/** The server's error answer as the HttpError the platform client would have thrown. */
function uploadError(xhr: XMLHttpRequest): HttpError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    // Not JSON (a proxy's error page): the generic error below.
  }
  const parsed = ApiErrorSchema.safeParse(body);
  if (!parsed.success) return new HttpError(xhr.status, 'unknown', xhr.statusText || 'Error');
  const { error, message, fields } = parsed.data;
  return new HttpError(xhr.status, error, message, fields);
}

export interface UploadOptions {
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** Translated message for a failed connection. */
  networkErrorMessage: string;
}

/**
 * `POST /api/photos.php` with one `photo` file. This is the one network call of the area that does
 * not go through platform.http: that client sends JSON through fetch, and fetch reports no upload
 * progress, which a member waiting for a 10 MB photo on a phone needs to see. So it is an
 * XMLHttpRequest with what the platform client would add: the `X-Request-Type: client` header the
 * server requires on writes, the session cookie (withCredentials) and the same HttpError on failure.
 * An upload is a POST, which the platform client never retries either.
 */
export function uploadPhoto(file: File, options: UploadOptions): Promise<OwnPhotosResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', PHOTOS_URL);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CLIENT_REQUEST_HEADER, CLIENT_REQUEST_HEADER_VALUE);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as OwnPhotosResponse);
        } catch {
          reject(new HttpError(xhr.status, 'unknown', xhr.statusText || 'Error'));
        }
      } else reject(uploadError(xhr));
    };
    xhr.onerror = () => reject(new HttpError(0, 'network_error', options.networkErrorMessage));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('photo', file, file.name);
    xhr.send(body);
  });
}

/** Uploads one file and puts the server's new list in the cache; the caller shows the progress. */
export function useUploadPhoto(): (
  file: File,
  options: Omit<UploadOptions, 'networkErrorMessage'>,
) => Promise<OwnPhotosResponse> {
  const { queryClient, i18n } = useAreaPlatform();
  return useCallback(
    async (file, options) => {
      const networkErrorMessage = i18n.t('errors.network', { ns: MESSAGES_NAMESPACE });
      const answer = await uploadPhoto(file, { ...options, networkErrorMessage });
      queryClient.setQueryData(photoQueryKeys.own(), answer);
      return answer;
    },
    [queryClient, i18n],
  );
}
