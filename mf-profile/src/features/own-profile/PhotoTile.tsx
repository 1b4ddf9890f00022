import type { OwnPhoto } from '@amora/contracts';
import { Dropdown, type DropdownItem } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { photoCardBox } from '../shared/photo-card-box';
import { NAMESPACE } from '../../i18n';

const Tile = styled.li`
  ${photoCardBox}
`;

// The tinted `background` is the placeholder while the photo loads.
const Frame = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Tags = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space(1)};
  top: ${({ theme }) => theme.space(1)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const Tag = styled.span<{ $tone: 'main' | 'checking' | 'rejected' }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'main' ? theme.colors.onSecondary : theme.colors.onPrimary)};
  background: ${({ theme, $tone }) =>
    ({ main: theme.colors.secondary, checking: theme.colors.primary, rejected: theme.colors.danger })[$tone]};
`;

/** Why a moderator rejected the photo, in the member's language: said in words, not only a tag. */
const Rejection = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The tile's one menu, under the photo, as wide as the tile. */
// The menu (`& ul`) is as wide as the tile, never past it: a tile at the screen's edge must not
// widen the page.
const Actions = styled.div`
  & > div,
  & > div > button {
    width: 100%;
  }
  & > div > button {
    justify-content: space-between;
  }
  & ul {
    left: 0;
    right: 0;
    min-width: 0;
  }
  & ul button {
    padding-top: ${({ theme }) => theme.space(2)};
    padding-bottom: ${({ theme }) => theme.space(2)};
    line-height: 1.3;
  }
`;

export type PhotoAction = 'main' | 'left' | 'right' | 'delete';

export interface PhotoTileProps {
  photo: OwnPhoto;
  /** 1-based place in the list, as members count. */
  number: number;
  first: boolean;
  last: boolean;
  onAction: (action: PhotoAction) => void;
}

/**
 * One own photo with its state (main photo, being checked, rejected with the moderator's reason)
 * and one "Options" menu with what can
 * be done with it: make it the main photo, move it, delete it. Only what applies is offered (no
 * "Move left" for the first). The menu button names the photo ("Options for photo 2").
 */
export function PhotoTile({ photo, number, first, last, onAction }: PhotoTileProps) {
  const { t } = useTranslation(NAMESPACE);
  const rejected = photo.status === 'rejected';
  const items: DropdownItem[] = [];
  if (!photo.is_main && !rejected)
    items.push({ id: 'main', label: t('photos.makeMain'), onSelect: () => onAction('main') });
  if (!first) items.push({ id: 'left', label: t('photos.moveLeft'), onSelect: () => onAction('left') });
  if (!last) items.push({ id: 'right', label: t('photos.moveRight'), onSelect: () => onAction('right') });
  items.push({ id: 'delete', label: t('photos.delete'), onSelect: () => onAction('delete') });
  const rejectionId = `photo-${photo.id}-rejection`;
  return (
    <Tile data-photo-id={photo.id} aria-describedby={rejected ? rejectionId : undefined}>
      <Frame>
        {/* A rejected photo is never served, not even to its owner: its place stays empty. */}
        {photo.thumb_url ? (
          <img src={photo.thumb_url} alt={t('photos.photoAlt', { number })} loading="lazy" />
        ) : null}
        <Tags>
          {photo.is_main ? <Tag $tone="main">{t('photos.main')}</Tag> : null}
          {photo.status === 'inspected' ? <Tag $tone="checking">{t('photos.inspected')}</Tag> : null}
          {rejected ? <Tag $tone="rejected">{t('photos.rejectedTag')}</Tag> : null}
        </Tags>
      </Frame>
      {rejected ? (
        <Rejection id={rejectionId}>
          {photo.rejection_reason
            ? t('photos.rejected', { reason: photo.rejection_reason })
            : t('photos.rejectedTag')}
          <small>{t('photos.rejectedHint')}</small>
        </Rejection>
      ) : null}
      <Actions>
        <Dropdown
          trigger={t('photos.options')}
          triggerLabel={t('photos.optionsLabel', { number })}
          items={items}
        />
      </Actions>
    </Tile>
  );
}
