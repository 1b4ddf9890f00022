import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.secondary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;

export interface SpinnerProps {
  /** Announced to screen readers, e.g. "Loading…" (translated by the caller). */
  label: string;
  size?: number;
  /** Centre it in a padded block, for whole-area loading states. */
  block?: boolean;
}

export function Spinner({ label, size = 28, block = false }: SpinnerProps) {
  const ring = (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
  return block ? <Wrapper>{ring}</Wrapper> : ring;
}
