import type { OwnPhoto } from '@amora/contracts';
import { Alert, up, useApiProblem } from '@amora/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useUpdatePhotos } from '../../api/photos';
import { NAMESPACE } from '../../i18n';
import { PhotoTile, type PhotoAction } from './PhotoTile';

const Grid = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export interface PhotoGridProps {
  /** The own photos in their order. */
  photos: readonly OwnPhoto[];
  onDelete: (photo: OwnPhoto, number: number) => void;
}

/** The ids with the photo at `index` swapped with its neighbour in `direction`. */
function moved(photos: readonly OwnPhoto[], index: number, direction: -1 | 1): number[] {
  const order = photos.map((photo) => photo.id);
  const other = index + direction;
  [order[index], order[other]] = [order[other] as number, order[index] as number];
  return order;
}

/**
 * The own photos in order, each with its menu (main photo, move, delete). A moved photo keeps the
 * keyboard focus on its menu button (moving a DOM node would drop it), and the new place is announced.
 */
export function PhotoGrid({ photos, onDelete }: PhotoGridProps) {
  const { t } = useTranslation(NAMESPACE);
  const update = useUpdatePhotos();
  const problem = useApiProblem(update.error);
  const listRef = useRef<HTMLUListElement>(null);
  const focusRequest = useRef<{ id: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // A moved photo's tile is a new place in the list: its menu button gets the focus back.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    const tile = listRef.current?.querySelector(`[data-photo-id="${request.id}"]`);
    if (!tile) return;
    focusRequest.current = null;
    tile.querySelector<HTMLElement>('button[aria-haspopup="menu"]')?.focus();
  }, [photos]);

  const onAction = (photo: OwnPhoto, index: number, action: PhotoAction) => {
    if (action === 'delete') return onDelete(photo, index + 1);
    if (update.isPending) return;
    focusRequest.current = { id: photo.id };
    if (action === 'main') {
      update.mutate(
        { main_id: photo.id },
        { onSuccess: () => setAnnouncement(t('photos.mainChanged', { number: index + 1 })) },
      );
      return;
    }
    const direction = action === 'left' ? -1 : 1;
    setAnnouncement(t('photos.movedTo', { number: index + 1 + direction }));
    update.mutate({ order: moved(photos, index, direction) });
  };

  return (
    <>
      {problem ? <Alert tone="danger">{problem.message}</Alert> : null}
      <Grid ref={listRef} aria-label={t('photos.listLabel')}>
        {photos.map((photo, index) => (
          <PhotoTile
            key={photo.id}
            photo={photo}
            number={index + 1}
            first={index === 0}
            last={index === photos.length - 1}
            onAction={(action) => onAction(photo, index, action)}
          />
        ))}
      </Grid>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
