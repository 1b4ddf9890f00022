import styled, { keyframes } from 'styled-components';
import { ProfileGrid } from './ProfileGrid';

const pulse = keyframes`50% { opacity: 0.5; }`;

/**
 * One styled component for the whole skeleton: its cards and shapes are plain elements styled by
 * class. The skeleton shows while a phone still waits for the first search answer, so its render
 * is on the first screen's path; as styled components of their own, its 32 shapes cost about
 * 8,000 JavaScript calls to render and unmount (ADR 0061).
 */
const SkeletonGrid = styled(ProfileGrid)`
  > li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    padding-bottom: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    overflow: hidden;
  }
  .skeleton-shape {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.border};
    animation: ${pulse} 1.4s ease-in-out infinite;
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  }
  .skeleton-photo {
    aspect-ratio: 3 / 4;
    border-radius: 0;
  }
  .skeleton-line {
    height: 1.1em;
    width: 70%;
    margin: 0 ${({ theme }) => theme.space(3)};
  }
  .skeleton-line-short {
    height: 0.9em;
    width: 45%;
  }
`;

export interface ProfileCardSkeletonsProps {
  count: number;
}

/**
 * Grey card shapes while results load, so the grid does not jump when they arrive. Decorative
 * only: the page says what is loading in words of its own, in the place of the line that will
 * count the results (SearchResults).
 */
export function ProfileCardSkeletons({ count }: ProfileCardSkeletonsProps) {
  return (
    <SkeletonGrid aria-hidden="true" data-testid="profile-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <span className="skeleton-shape skeleton-photo" />
          <span className="skeleton-shape skeleton-line" />
          <span className="skeleton-shape skeleton-line skeleton-line-short" />
        </li>
      ))}
    </SkeletonGrid>
  );
}
