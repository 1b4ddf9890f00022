import { LANDER_IMAGES_MAX, type LanderVariant } from '@amora/contracts';
import {
  Alert,
  Button,
  MutedText,
  PHOTO_ACCEPT,
  PHOTO_MAX_MEGABYTES,
  PHOTO_TYPES,
  TextField,
} from '@amora/ui';
import { useBackofficePlatform } from '@amora/ui/backoffice';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { uploadLanderImage } from './api';
import { BACKOFFICE_NAMESPACE } from './i18n';
import { problemOf } from './parts';

export type DraftImage = LanderVariant['images'][number];

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
`;

const Thumb = styled.img`
  display: block;
  width: 96px;
  height: 72px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const FilePicker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
  }
  input {
    max-width: 100%;
  }
`;

export interface ImagesSectionProps {
  images: DraftImage[];
  /** Applies a change to the draft's current images (an upload may end after other edits). */
  onChange: (update: (images: DraftImage[]) => DraftImage[]) => void;
  /** The server's message for a field of the draft (`images.0.alt`), or null. */
  errorOf: (field: string) => string | null;
}

type Upload =
  { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; message: string };

/**
 * The draft's images in the order the lander shows them: a thumbnail, the alt text, move up or
 * down and remove, each a button (no dragging needed); a file input adds one. An uploaded image
 * is stored at once but belongs to the variant only when the draft is saved or published.
 */
export function ImagesSection({ images, onChange, errorOf }: ImagesSectionProps) {
  const { t } = useTranslation(BACKOFFICE_NAMESPACE);
  const { http } = useBackofficePlatform();
  const inputId = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const full = images.length >= LANDER_IMAGES_MAX;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // Choosing the same file again must fire another change.
    if (!file) return;
    // The server would refuse these anyway: said at once, without sending 15 MB first.
    if (file.type && !(PHOTO_TYPES as readonly string[]).includes(file.type))
      return setUpload({ state: 'failed', message: t('landers.images.notImage') });
    if (file.size > PHOTO_MAX_MEGABYTES * 1024 * 1024)
      return setUpload({
        state: 'failed',
        message: t('landers.images.tooLarge', { size: PHOTO_MAX_MEGABYTES }),
      });
    abort.current = new AbortController();
    setUpload({ state: 'uploading', percent: 0 });
    setAnnouncement(t('landers.images.uploading'));
    uploadLanderImage(
      http,
      file,
      (fraction) => setUpload({ state: 'uploading', percent: Math.round(fraction * 100) }),
      abort.current.signal,
    ).then(
      (stored) => {
        onChange((current) => [...current, { file: stored.file, alt: '', url: stored.url }]);
        setUpload({ state: 'idle' });
        setAnnouncement(t('landers.images.uploaded'));
      },
      (error: unknown) => {
        if (abort.current?.signal.aborted) return;
        setUpload({ state: 'failed', message: problemOf(error, t('landers.images.uploadFailed')) });
        setAnnouncement('');
      },
    );
  };

  const move = (from: number, to: number) => {
    onChange((current) => {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
    setAnnouncement(t('landers.images.moved', { position: to + 1, total: images.length }));
  };
  const remove = (index: number) => {
    onChange((current) => current.filter((_, i) => i !== index));
    setAnnouncement(t('landers.images.removed'));
  };
  const setAlt = (index: number, alt: string) =>
    onChange((current) => current.map((image, i) => (i === index ? { ...image, alt } : image)));

  return (
    <Section>
      <legend>{t('landers.images.title')}</legend>
      <MutedText>{t('landers.images.explain', { max: LANDER_IMAGES_MAX })}</MutedText>
      {images.length === 0 ? <MutedText>{t('landers.images.empty')}</MutedText> : null}
      {images.length > 0 ? (
        <List aria-label={t('landers.images.listLabel')}>
          {images.map((image, index) => {
            const position = { position: index + 1 };
            return (
              <Item key={image.file}>
                {image.url ? (
                  <Thumb
                    src={image.url}
                    alt={t('landers.images.thumbAlt', position)}
                    width={96}
                    height={72}
                  />
                ) : (
                  <Thumb as="span" role="img" aria-label={t('landers.images.thumbMissing', position)} />
                )}
                <div>
                  <TextField
                    label={t('landers.images.alt', position)}
                    hint={t('landers.images.altHint')}
                    value={image.alt}
                    maxLength={120}
                    error={errorOf(`images.${index}.alt`) ?? errorOf(`images.${index}.file`)}
                    onChange={(e) => setAlt(index, e.target.value)}
                  />
                  <Actions>
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={index === 0}
                      aria-label={t('landers.images.moveUp', position)}
                      onClick={() => move(index, index - 1)}
                    >
                      {t('landers.images.up')}
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      disabled={index === images.length - 1}
                      aria-label={t('landers.images.moveDown', position)}
                      onClick={() => move(index, index + 1)}
                    >
                      {t('landers.images.down')}
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      aria-label={t('landers.images.removeOne', position)}
                      onClick={() => remove(index)}
                    >
                      {t('landers.images.remove')}
                    </Button>
                  </Actions>
                </div>
              </Item>
            );
          })}
        </List>
      ) : null}
      {full ? (
        <MutedText>{t('landers.images.full', { max: LANDER_IMAGES_MAX })}</MutedText>
      ) : (
        <FilePicker>
          <label htmlFor={inputId}>{t('landers.images.add')}</label>
          <input
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={upload.state === 'uploading'}
            aria-describedby={`${inputId}-hint`}
            onChange={onChoose}
          />
          <MutedText id={`${inputId}-hint`}>
            {t('landers.images.addHint', { size: PHOTO_MAX_MEGABYTES })}
          </MutedText>
        </FilePicker>
      )}
      {upload.state === 'uploading' ? (
        <MutedText>
          {t('landers.images.uploading')}{' '}
          <progress max={100} value={upload.percent} aria-label={t('landers.images.progress')} />
        </MutedText>
      ) : null}
      {upload.state === 'failed' ? <Alert tone="danger">{upload.message}</Alert> : null}
      {/* Spoken once per change; the failure is an alert of its own. */}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </Section>
  );
}
