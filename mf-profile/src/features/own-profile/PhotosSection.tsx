import { PREMIUM_PHOTO_LIMIT, paths, type OwnPhoto } from '@amora/contracts';
import {
  Alert,
  MutedText,
  PageSection,
  PhotoUploader,
  PlatformLink,
  RetryButton,
  Spinner,
  useApiProblem,
} from '@amora/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useKeepUploadedPhotos, useOwnPhotos } from '../../api/photos';
import { NAMESPACE } from '../../i18n';
import { DeletePhotoDialog, type DeletePhotoTarget } from './DeletePhotoDialog';
import { PhotoGrid } from './PhotoGrid';

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Counter = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const LimitText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
`;

export interface PhotosSectionProps {
  /** Premium members have the higher limit already; others are offered it at the limit. */
  paidUser: boolean;
}

/** The own photos: how many of the limit, upload, order, main photo and deletion. */
export function PhotosSection({ paidUser }: PhotosSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const query = useOwnPhotos();
  const keepUploaded = useKeepUploadedPhotos();
  const loadProblem = useApiProblem(query.error);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<DeletePhotoTarget | null>(null);
  const [deleted, setDeleted] = useState(0);
  const photos = useMemo(
    () => [...(query.data?.photos ?? [])].sort((a, b) => a.position - b.position),
    [query.data],
  );

  // The deleted photo's button is gone: the focus goes back to the section instead of the page top.
  useEffect(() => {
    if (deleted > 0) headingRef.current?.focus();
  }, [deleted]);

  const heading = (
    <h2 id="own-photos-title" ref={headingRef} tabIndex={-1}>
      {t('photos.title')}
    </h2>
  );
  if (query.isPending)
    return (
      <PageSection aria-labelledby="own-photos-title">
        {heading}
        <Spinner label={t('photos.loading')} block />
      </PageSection>
    );
  if (query.isError)
    return (
      <PageSection aria-labelledby="own-photos-title">
        {heading}
        <Alert tone="danger" action={<RetryButton query={query} label={t('photos.retry')} />}>
          {loadProblem?.message}
        </Alert>
      </PageSection>
    );

  const { limit } = query.data;
  const free = Math.max(0, limit - photos.length);
  const onDelete = (photo: OwnPhoto, number: number) => setDeleting({ id: photo.id, number });

  return (
    <PageSection aria-labelledby="own-photos-title">
      <Heading>
        {heading}
        <Counter>{t('photos.count', { count: photos.length, limit })}</Counter>
      </Heading>
      <MutedText>{t('photos.intro')}</MutedText>
      {free === 0 ? (
        <Alert tone="info">
          <LimitText>{t('photos.limitReached', { limit })}</LimitText>
          {!paidUser ? (
            <>
              <LimitText>{t('photos.premiumHint', { limit: PREMIUM_PHOTO_LIMIT })}</LimitText>
              <PlatformLink to={paths.premium()}>{t('photos.premiumLink')}</PlatformLink>
            </>
          ) : null}
        </Alert>
      ) : null}
      <PhotoUploader free={free} limit={limit} onAnswer={keepUploaded} translate={t} keyPrefix="photos" />
      {deleted > 0 ? <Alert tone="success">{t('photos.deleted')}</Alert> : null}
      {photos.length === 0 ? (
        <MutedText>{t('photos.empty')}</MutedText>
      ) : (
        <PhotoGrid photos={photos} onDelete={onDelete} />
      )}
      {photos.some((photo) => photo.status === 'inspected') ? (
        <MutedText>{t('photos.inspectedHint')}</MutedText>
      ) : null}
      <DeletePhotoDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setDeleted((count) => count + 1);
        }}
      />
    </PageSection>
  );
}
