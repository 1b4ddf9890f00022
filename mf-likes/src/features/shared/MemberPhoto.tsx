import type { MainImage } from '@amora/contracts';
import { cardPhotoSrcSet } from '@amora/ui';
import styled from 'styled-components';

const Frame = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 3 / 4;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.border};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    position: absolute;
    bottom: 0;
    left: 15%;
    width: 70%;
    color: ${({ theme }) => theme.colors.surface};
  }
`;

export interface MemberPhotoProps {
  image: MainImage | null;
  /** The text alternative; empty when the member's name is next to the photo anyway. */
  alt: string;
  className?: string;
  /** Eager for the card on screen (the swipe game), lazy in lists. */
  loading?: 'eager' | 'lazy';
  /** The photo's width on the page (the `sizes` attribute), for the browser to pick the card or match size. */
  sizes: string;
}

/** A member's main photo at the size its place needs, or a neutral outline when there is none. */
export function MemberPhoto({ image, alt, className, loading = 'lazy', sizes }: MemberPhotoProps) {
  return (
    <Frame className={className}>
      {image ? (
        <img
          src={image.card}
          srcSet={cardPhotoSrcSet(image)}
          sizes={sizes}
          alt={alt}
          loading={loading}
          draggable={false}
        />
      ) : (
        <svg
          viewBox="0 0 100 80"
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
        >
          <circle cx="50" cy="28" r="18" fill="currentColor" />
          <path d="M12 80c0-22 17-34 38-34s38 12 38 34z" fill="currentColor" />
        </svg>
      )}
    </Frame>
  );
}
