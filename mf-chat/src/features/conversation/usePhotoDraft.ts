import { MESSAGES_NAMESPACE, type ChatPhotoUploadResponse } from '@amora/contracts';
import { isHttpError } from '@amora/platform';
import { localPhotoProblem, usePlatform } from '@amora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadChatPhoto } from '../../api/conversation';

/** A photo the member chose and has not sent yet. */
export interface PhotoDraft {
  /** The chosen file, shown at once (a local object URL). */
  previewUrl: string;
  /** Share uploaded, 0 to 1. */
  progress: number;
  /** The stored upload once the server has it: then it can be sent. */
  uploaded: ChatPhotoUploadResponse | null;
  /** The translated reason when the upload was refused or failed. */
  error: string | null;
}

/**
 * Choosing a photo uploads it at once, with progress, while the member sees what it will cost;
 * sending it (and paying) is a separate step. Removing the draft cancels an upload still running
 * (an upload that finished stays unsent on the server, which removes it after a day).
 */
export function usePhotoDraft() {
  const { http } = usePlatform();
  const { t: tm } = useTranslation(MESSAGES_NAMESPACE);
  const [draft, setDraft] = useState<PhotoDraft | null>(null);
  const running = useRef<AbortController | null>(null);
  const previewUrl = useRef<string | null>(null);

  const clear = useCallback(() => {
    running.current?.abort();
    running.current = null;
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = null;
    setDraft(null);
  }, []);

  useEffect(() => clear, [clear]);

  const choose = useCallback(
    (file: File) => {
      clear();
      const url = URL.createObjectURL(file);
      previewUrl.current = url;
      const problem = localPhotoProblem(file);
      if (problem) {
        setDraft({ previewUrl: url, progress: 0, uploaded: null, error: tm(problem) });
        return;
      }
      setDraft({ previewUrl: url, progress: 0, uploaded: null, error: null });
      const controller = new AbortController();
      running.current = controller;
      const update = (change: Partial<PhotoDraft>) =>
        setDraft((current) => (current && current.previewUrl === url ? { ...current, ...change } : current));
      uploadChatPhoto(http, file, (progress) => update({ progress }), controller.signal).then(
        (uploaded) => update({ uploaded, progress: 1 }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          update({ error: isHttpError(error) ? error.message : tm('errors.generic') });
        },
      );
    },
    [clear, http, tm],
  );

  return { draft, choose, clear };
}
