import type { OwnPhoto } from '@amora/contracts';
import { Button } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
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

const Tag = styled.span<{ $tone: 'main' | 'checking' }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'main' ? theme.colors.onSecondary : theme.colors.onPrimary)};
  background: ${({ theme, $tone }) => ($tone === 'main' ? theme.colors.secondary : theme.colors.primary)};
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  & > button {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  /* Main photo above, left and right side by side, delete below. */
  & > [data-action='main'],
  & > [data-action='delete'] {
    grid-column: 1 / -1;
  }
`;

export type PhotoAction = 'main' | 'left' | 'right' | 'delete';

/** In the order they stand; the label names the photo, the text is what sighted members read. */
const CONTROLS = [
  { action: 'main', variant: 'secondary', label: 'photos.makeMainLabel', text: 'photos.makeMain' },
  { action: 'left', variant: 'ghost', label: 'photos.moveLeftLabel', text: 'photos.moveLeft' },
  { action: 'right', variant: 'ghost', label: 'photos.moveRightLabel', text: 'photos.moveRight' },
  { action: 'delete', variant: 'ghost', label: 'photos.deleteLabel', text: 'photos.delete' },
] as const satisfies ReadonlyArray<{
  action: PhotoAction;
  variant: 'secondary' | 'ghost';
  label: string;
  text: string;
}>;

export interface PhotoTileProps {
  photo: OwnPhoto;
  /** 1-based place in the list, as members count. */
  number: number;
  first: boolean;
  last: boolean;
  onAction: (action: PhotoAction) => void;
}

/**
 * One own photo with its state (main photo, being checked) and its controls. Each control names
 * the photo it acts on, so a screen reader user hears "Move photo 2 to the left".
 */
export function PhotoTile({ photo, number, first, last, onAction }: PhotoTileProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tile data-photo-id={photo.id}>
      <Frame>
        <img src={photo.thumb_url} alt={t('photos.photoAlt', { number })} loading="lazy" />
        <Tags>
          {photo.is_main ? <Tag $tone="main">{t('photos.main')}</Tag> : null}
          {photo.status === 'inspected' ? <Tag $tone="checking">{t('photos.inspected')}</Tag> : null}
        </Tags>
      </Frame>
      <Controls>
        {CONTROLS.filter(({ action }) => action !== 'main' || !photo.is_main).map(
          ({ action, variant, label, text }) => (
            <Button
              key={action}
              variant={variant}
              data-action={action}
              disabled={(action === 'left' && first) || (action === 'right' && last)}
              aria-label={t(label, { number })}
              onClick={() => onAction(action)}
            >
              {t(text)}
            </Button>
          ),
        )}
      </Controls>
    </Tile>
  );
}
