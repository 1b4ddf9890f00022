import type { LanderImage } from '@amora/contracts';
import { up } from '@amora/ui';
import styled from 'styled-components';

const Strip = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.border};
  }
`;

/**
 * A variant's own images (a marketer's upload), in the variant's order, below the family's
 * page: every family shows them the same way, and the hero above keeps its paint first. Each has
 * its intrinsic size, so the page does not shift when they arrive.
 */
export function VariantImages({ images }: { images: LanderImage[] }) {
  if (images.length === 0) return null;
  return (
    <Strip>
      {images.map((image, index) => (
        <li key={`${index}:${image.url}`}>
          <img
            src={image.url}
            width={image.width}
            height={image.height}
            alt={image.alt}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </Strip>
  );
}
