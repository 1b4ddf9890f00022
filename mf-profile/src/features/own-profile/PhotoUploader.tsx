import { Button, MutedText } from '@amora/ui';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { PHOTO_ACCEPT, PHOTO_MAX_MEGABYTES } from './photo-files';
import { UploadList } from './UploadList';
import { usePhotoUploads } from './usePhotoUploads';

export interface PhotoUploaderProps {
  /** How many more photos the member may have. */
  free: number;
  limit: number;
}

/**
 * "Add photos": the button opens the file picker (several files at once; on phones the camera
 * is offered too); the chosen files upload with their own progress and outcome.
 */
export function PhotoUploader({ free, limit }: PhotoUploaderProps) {
  const { t } = useTranslation(NAMESPACE);
  const uploads = usePhotoUploads();
  const inputRef = useRef<HTMLInputElement>(null);

  const uploaded = uploads.items.filter((item) => item.state === 'done').length;
  const finished = !uploads.busy && uploads.items.length > 0;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // Choosing the same file again must fire another change.
    uploads.start(files, free, limit);
  };

  return (
    <div>
      {/* The native input does the picking; the design-system button is what members see and tab to. */}
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-label={t('photos.choose')}
        onChange={onChoose}
      />
      <Button onClick={() => inputRef.current?.click()} disabled={free <= 0} busy={uploads.busy}>
        {uploads.busy ? t('photos.uploadingAll') : t('photos.add')}
      </Button>
      <MutedText>{t('photos.uploadHint', { size: PHOTO_MAX_MEGABYTES })}</MutedText>
      {/* Not the list itself: every percent would be read out. Failures are alerts in the list. */}
      <p className="visually-hidden" aria-live="polite">
        {finished ? t('photos.uploadsDone', { count: uploaded }) : null}
      </p>
      <UploadList items={uploads.items} busy={uploads.busy} onClear={uploads.clear} />
    </div>
  );
}
