import type { MemberProfile, PhotoView } from '@amora/contracts';
import { up } from '@amora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { Silhouette } from '../shared/Silhouette';
import { LockedPhotoPrompt } from './LockedPhotoPrompt';
import { PremiumMark } from './PremiumMark';

// On a phone the stage and the strip are the profile grid's own items ('stage', 'strip').
const Gallery = styled.div`
  display: contents;
  ${up('md')} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/**
 * Below half a phone's height, so the photo, the name over it and the actions beneath share the
 * first screen; the full width still (a capped height would otherwise narrow the 3:4 frame).
 */
const Stage = styled.figure`
  grid-area: stage;
  position: relative;
  width: 100%;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  aspect-ratio: 3 / 4;
  max-height: 45vh;
  overflow: hidden;
  ${up('md')} {
    max-height: none;
    margin: 0;
  }
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.border};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Premium = styled(PremiumMark)`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  z-index: 1;
`;

const Strip = styled.ul`
  grid-area: strip;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space(3)};
  ${up('md')} {
    margin-bottom: 0;
  }
`;

const Thumb = styled.button<{ $selected: boolean }>`
  position: relative;
  flex: none;
  width: 64px;
  height: 64px;
  padding: 0;
  border: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.secondary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  ${up('md')} {
    width: 80px;
    height: 80px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    position: absolute;
    right: 4px;
    bottom: 4px;
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.onSecondary};
    filter: drop-shadow(0 0 2px ${({ theme }) => theme.colors.text});
  }
`;

/** The main photo first, then the others in the member's order. */
function orderedPhotos(profile: MemberProfile): PhotoView[] {
  if (profile.photos.length) return [...profile.photos].sort((a, b) => Number(b.is_main) - Number(a.is_main));
  const main = profile.main_image;
  return main ? [{ id: 0, url: main.match, thumb_url: main.match, locked: false, is_main: true }] : [];
}

export interface PhotoGalleryProps {
  profile: MemberProfile;
  anonymous: boolean;
}

/**
 * The member's photos: one large, the others as a strip of buttons that show them large. Locked
 * photos arrive blurred from the server and get a lock with the way to unlock them.
 */
export function PhotoGallery({ profile, anonymous }: PhotoGalleryProps) {
  const { t } = useTranslation(NAMESPACE);
  const photos = orderedPhotos(profile);
  const [selected, setSelected] = useState(0);
  const photo = photos[selected] ?? photos[0];
  const altOf = (item: PhotoView, index: number) =>
    t(item.locked ? 'profileView.lockedPhotoAlt' : 'profileView.photoAlt', {
      number: index + 1,
      name: profile.name,
    });

  return (
    <Gallery>
      <Stage>
        {profile.premium ? <Premium /> : null}
        {photo ? (
          <>
            <img src={photo.url} alt={altOf(photo, photos.indexOf(photo))} />
            {photo.locked ? <LockedPhotoPrompt profileId={profile.id} anonymous={anonymous} /> : null}
          </>
        ) : (
          <Silhouette label={t('profileView.noPhoto', { name: profile.name })} />
        )}
      </Stage>
      {photos.length > 1 ? (
        <Strip aria-label={t('profileView.photosLabel', { name: profile.name })}>
          {photos.map((item, index) => (
            <li key={item.id}>
              <Thumb
                type="button"
                $selected={index === selected}
                aria-pressed={index === selected}
                aria-label={t(item.locked ? 'profileView.showLockedPhoto' : 'profileView.showPhoto', {
                  number: index + 1,
                  total: photos.length,
                })}
                onClick={() => setSelected(index)}
              >
                <img src={item.thumb_url} alt="" loading="lazy" />
                {item.locked ? (
                  <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
                    <path
                      d="M7 10V7a5 5 0 0110 0v3h1a1 1 0 011 1v10a1 1 0 01-1 1H6a1 1 0 01-1-1V11a1 1 0 011-1zm2 0h6V7a3 3 0 00-6 0z"
                      fill="currentColor"
                    />
                  </svg>
                ) : null}
              </Thumb>
            </li>
          ))}
        </Strip>
      ) : null}
    </Gallery>
  );
}
