import styled, { keyframes } from 'styled-components';
import { ProfileGrid } from './ProfileGrid';

const pulse = keyframes`50% { opacity: 0.5; }`;

const Block = styled.span<{ $height: string; $width?: string }>`
  display: block;
  height: ${({ $height }) => $height};
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const PhotoBlock = styled(Block)`
  aspect-ratio: 3 / 4;
  border-radius: 0;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  > span:not(:first-child) {
    margin: 0 ${({ theme }) => theme.space(3)};
  }
`;

export interface ProfileCardSkeletonsProps {
  count: number;
  /** Announced instead of the decorative shapes, e.g. "Loading members…". */
  label: string;
}

/** Grey card shapes while results load, so the grid does not jump when they arrive. */
export function ProfileCardSkeletons({ count, label }: ProfileCardSkeletonsProps) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <ProfileGrid aria-hidden="true" data-testid="profile-skeletons">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index}>
            <PhotoBlock $height="auto" />
            <Block $height="1.1em" $width="70%" />
            <Block $height="0.9em" $width="45%" />
          </Card>
        ))}
      </ProfileGrid>
    </>
  );
}
