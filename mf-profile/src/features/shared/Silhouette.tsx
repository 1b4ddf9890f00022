import styled from 'styled-components';

const Frame = styled.span`
  display: flex;
  align-items: flex-end;
  justify-content: center;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.surface};
  svg {
    width: 70%;
    height: auto;
  }
`;

export interface SilhouetteProps {
  /** Names the placeholder when it stands alone; without it the placeholder is decorative. */
  label?: string;
}

/** A neutral head-and-shoulders outline for a member without a photo. */
export function Silhouette({ label }: SilhouetteProps) {
  return (
    <Frame role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <svg viewBox="0 0 100 100" focusable="false" aria-hidden="true">
        <circle cx="50" cy="36" r="20" fill="currentColor" />
        <path d="M10 100c0-24 18-38 40-38s40 14 40 38z" fill="currentColor" />
      </svg>
    </Frame>
  );
}
