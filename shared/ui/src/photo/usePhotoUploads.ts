import type { OwnPhotosResponse, PlatformProps } from '@amora/contracts';
import { MESSAGES_NAMESPACE } from '@amora/contracts/plain';
import { isHttpError, userQuery } from '@amora/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatform } from '../area/usePlatform.js';
import { localPhotoProblem } from './photo-files.js';

/** `POST /api/photos.php` with one `photo` file (docs/api/profile.md). */
const PHOTOS_URL = '/api/photos.php';

/**
 * How long a finished upload stays in the list: long enough to read "Uploaded", short enough that
 * the list does not pile up on the page. Failures stay until the member clears them.
 */
export const UPLOAD_DONE_VISIBLE_MS = 4_000;

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  name: string;
  /** Share sent so far, 0 to 1. */
  progress: number;
  state: UploadState;
  /** Translated reason of a failure. */
  error: string | null;
}

export interface PhotoUploads {
  items: UploadItem[];
  busy: boolean;
  /** How many photos the last batch uploaded, once it has ended; null before and while sending. */
  uploaded: number | null;
  /** Queues the chosen files; `free` is how many more photos the member may have. */
  start: (files: readonly File[], free: number, limit: number) => void;
  clear: () => void;
}

export interface PhotoUploadsOptions {
  /** Every successful answer: the member's whole photo list (an area may cache it). */
  onAnswer?: (answer: OwnPhotosResponse) => void;
}

let nextKey = 0;

/**
 * The one photo upload of the site, used by the own-profile page and the sign-up's photo step.
 * Several photos chosen at once are sent one after the other, each in its own request through the
 * platform client's `upload` (an XMLHttpRequest: fetch reports no upload progress, and the client
 * keeps its header, cookie, HttpError and local logout on 403). Every file gets its own progress
 * and answer, and files the server would refuse anyway (type, size, over the limit) fail here
 * without being sent. Afterwards the member is read again, as a first photo becomes the main one.
 */
export function usePhotoUploads(options: PhotoUploadsOptions = {}): PhotoUploads {
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const platform = usePlatform();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState<number | null>(null);
  const running = useRef(false);
  const onAnswer = useRef(options.onAnswer);
  onAnswer.current = options.onAnswer;

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  // Finished uploads clear themselves: the photo itself now shows where it belongs.
  const hasDone = !busy && items.some((item) => item.state === 'done');
  useEffect(() => {
    if (!hasDone) return;
    const timer = setTimeout(
      () => setItems((current) => current.filter((item) => item.state !== 'done')),
      UPLOAD_DONE_VISIBLE_MS,
    );
    return () => clearTimeout(timer);
  }, [hasDone]);

  const start = useCallback(
    (files: readonly File[], free: number, limit: number) => {
      if (running.current || files.length === 0) return;
      running.current = true;
      setBusy(true);
      setUploaded(null);
      let slots = free;
      const batch = files.map((file) => {
        const problem = localPhotoProblem(file);
        const overLimit = !problem && slots <= 0;
        if (!problem && !overLimit) slots -= 1;
        const error = problem ? tm(problem) : overLimit ? tm('errors.photoLimit', { limit }) : null;
        const item: UploadItem = {
          key: `upload-${nextKey++}`,
          name: file.name,
          progress: 0,
          state: error ? 'failed' : 'waiting',
          error,
        };
        return { file, item };
      });
      setItems(batch.map(({ item }) => item));

      void (async () => {
        let sent = 0;
        let done = 0;
        let limitReached: string | null = null;
        for (const { file, item } of batch) {
          if (item.state === 'failed') continue;
          if (limitReached) {
            patch(item.key, { state: 'failed', error: limitReached });
            continue;
          }
          patch(item.key, { state: 'uploading' });
          sent += 1;
          try {
            const body = new FormData();
            body.append('photo', file, file.name);
            const answer = await platform.http.upload<OwnPhotosResponse>(PHOTOS_URL, {
              body,
              onProgress: (progress) => patch(item.key, { progress }),
            });
            onAnswer.current?.(answer);
            done += 1;
            patch(item.key, { state: 'done', progress: 1 });
          } catch (error) {
            const message =
              isHttpError(error) && error.code !== 'unknown' ? error.message : tm('errors.generic');
            // Once the server says the limit is reached, the rest would only be refused too.
            if (isHttpError(error) && error.code === 'photo_limit') limitReached = message;
            patch(item.key, { state: 'failed', error: message });
          }
        }
        // Also after failures: an ended session shows up here and takes the member to the login.
        if (sent > 0) await refreshUser(platform);
        running.current = false;
        setUploaded(done);
        setBusy(false);
      })();
    },
    [patch, platform, tm],
  );

  const clear = useCallback(() => setItems([]), []);
  return { items, busy, uploaded, start, clear };
}

/** `GET /api/user.php` through the shared user query, which the session store follows (ADR 0010). */
async function refreshUser(platform: PlatformProps): Promise<void> {
  try {
    await platform.queryClient.fetchQuery({ ...userQuery(platform.http), staleTime: 0 });
  } catch {
    // Best effort: the shell's next regular user refresh catches up.
  }
}
