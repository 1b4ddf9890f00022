import { PhotoUploader, Spinner } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useOwnPhotos, useKeepOwnPhotos } from '../../api/photos';
import { NAMESPACE } from '../../i18n';
import { StepLayout } from './StepLayout';
import type { StepProps } from './step-props';

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 88px;
    height: 88px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/**
 * Step 1: the profile photo, uploaded right here with the site's one photo upload (the same as on
 * the profile page). Next appears once there is a photo; Skip is always there.
 */
export function PhotoStep({ submit, focusOnMount }: StepProps) {
  const { t } = useTranslation(NAMESPACE);
  const photos = useOwnPhotos();
  const keep = useKeepOwnPhotos();
  const list = photos.data?.photos ?? [];
  const limit = photos.data?.limit ?? 0;
  const hasPhoto = list.length > 0;

  return (
    <StepLayout
      name="photo"
      submit={submit}
      onNext={hasPhoto ? () => submit.next() : undefined}
      focusOnMount={focusOnMount}
    >
      {photos.isPending ? (
        <Spinner label={t('completeSignup.photoLoading')} block />
      ) : (
        <>
          {hasPhoto ? (
            <Thumbs aria-label={t('completeSignup.photoUploadedList')}>
              {list.map((photo, index) => (
                <li key={photo.id}>
                  <img src={photo.thumb_url} alt={t('completeSignup.photoAlt', { number: index + 1 })} />
                </li>
              ))}
            </Thumbs>
          ) : null}
          <PhotoUploader
            // Without the list (it failed to load) the server still counts the limit itself.
            free={photos.isError ? 1 : Math.max(0, limit - list.length)}
            limit={limit}
            onAnswer={keep}
            translate={t}
            keyPrefix="completeSignup.photoUpload"
            addLabel={hasPhoto ? t('completeSignup.photoUpload.addAnother') : undefined}
            buttonVariant={hasPhoto ? 'secondary' : 'primary'}
          />
        </>
      )}
    </StepLayout>
  );
}
