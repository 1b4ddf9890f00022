import type { MainImage } from '@amora/contracts';
import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  flex: none;
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.surface};
  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface AvatarProps {
  image: MainImage | null;
  /** Pixels; the photo is square and round. */
  size?: number;
}

/** A member's round photo, or a neutral outline. Decorative: the name is always next to it. */
export function Avatar({ image, size = 48 }: AvatarProps) {
  return (
    <Frame $size={size} aria-hidden="true">
      {image ? (
        <img src={image.match} alt="" loading="lazy" draggable={false} />
      ) : (
        <svg viewBox="0 0 100 100">
          <circle cx="50" cy="38" r="20" fill="currentColor" />
          <path d="M14 100c0-24 16-38 36-38s36 14 36 38z" fill="currentColor" />
        </svg>
      )}
    </Frame>
  );
}
