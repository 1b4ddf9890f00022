import type { OwnPhotosResponse } from '@amora/contracts';
import { useRef, type ChangeEvent } from 'react';
import { Button, type ButtonVariant } from '../Button.js';
import type { Translate } from '../form/useContractForm.js';
import { MutedText } from '../page-layout.js';
import { PHOTO_ACCEPT, PHOTO_MAX_MEGABYTES } from './photo-files.js';
import { UploadList } from './UploadList.js';
import { usePhotoUploads } from './usePhotoUploads.js';

export interface PhotoUploaderProps {
  /** How many more photos the member may have. */
  free: number;
  limit: number;
  /** Every successful answer: the member's whole photo list. */
  onAnswer?: (answer: OwnPhotosResponse) => void;
  /**
   * The area's translation with its texts under `keyPrefix`: add, uploadingAll, choose,
   * uploadHint, uploadsDone (plural), and UploadList's.
   */
  translate: Translate;
  keyPrefix: string;
  /** "Add photos" or, where one is asked for, "Add a photo". */
  addLabel?: string;
  /** Secondary once another button (a step's Next) is the way on. */
  buttonVariant?: ButtonVariant;
}

/**
 * "Add photos": the button opens the file picker (several files at once; on phones the camera
 * is offered too); the chosen files upload with their own progress and outcome.
 */
export function PhotoUploader({
  free,
  limit,
  onAnswer,
  translate,
  keyPrefix,
  addLabel,
  buttonVariant,
}: PhotoUploaderProps) {
  const text = (key: string, options?: Record<string, unknown>) => translate(`${keyPrefix}.${key}`, options);
  const uploads = usePhotoUploads({ onAnswer });
  const inputRef = useRef<HTMLInputElement>(null);

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
        aria-label={text('choose')}
        onChange={onChoose}
      />
      <Button
        variant={buttonVariant}
        onClick={() => inputRef.current?.click()}
        disabled={free <= 0}
        busy={uploads.busy}
      >
        {uploads.busy ? text('uploadingAll') : (addLabel ?? text('add'))}
      </Button>
      <MutedText>{text('uploadHint', { size: PHOTO_MAX_MEGABYTES })}</MutedText>
      {/* Not the list itself: every percent would be read out. Failures are alerts in the list. */}
      <p className="visually-hidden" aria-live="polite">
        {uploads.uploaded !== null && uploads.uploaded > 0
          ? text('uploadsDone', { count: uploads.uploaded })
          : null}
      </p>
      <UploadList
        items={uploads.items}
        busy={uploads.busy}
        onClear={uploads.clear}
        translate={translate}
        keyPrefix={keyPrefix}
      />
    </div>
  );
}
