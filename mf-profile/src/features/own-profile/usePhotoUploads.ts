import { MESSAGES_NAMESPACE } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { usePlatform } from '@amora/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshOwnUser } from '../../api/own-profile';
import { useUploadPhoto } from '../../api/photos';
import { localPhotoProblem } from './photo-files';

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
  /** Queues the chosen files; `free` is how many more photos the member may have. */
  start: (files: readonly File[], free: number, limit: number) => void;
  clear: () => void;
}

let nextKey = 0;

/**
 * Several photos chosen at once are sent one after the other, each in its own request: every
 * file gets its own progress and its own answer (a duplicate or too small photo does not stop
 * the others), and the server counts the limit correctly. Files the server would refuse anyway
 * (type, size, over the limit) fail here without being sent. Afterwards the member is read again,
 * as a first photo becomes the main photo.
 */
export function usePhotoUploads(): PhotoUploads {
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const platform = usePlatform();
  const upload = useUploadPhoto();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (files: readonly File[], free: number, limit: number) => {
      if (running.current || files.length === 0) return;
      running.current = true;
      setBusy(true);
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
            await upload(file, { onProgress: (progress) => patch(item.key, { progress }) });
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
        if (sent > 0) await refreshOwnUser(platform);
        running.current = false;
        setBusy(false);
      })();
    },
    [patch, platform, tm, upload],
  );

  const clear = useCallback(() => setItems([]), []);
  return { items, busy, start, clear };
}
