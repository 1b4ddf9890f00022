import type { ReactNode } from 'react';
import styled from 'styled-components';

export type IconMarkTone = 'primary' | 'secondary';

const Mark = styled.span<{ $tone: IconMarkTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.onPrimary : theme.colors.onSecondary)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  svg {
    width: 14px;
    height: 14px;
    flex: none;
  }
`;

export interface IconMarkProps {
  tone: IconMarkTone;
  /** The icon's shapes, drawn in a 16×16 box in the text colour. */
  icon: ReactNode;
  /** Translated; the mark is never colour or icon alone. */
  label: string;
  className?: string;
}

/** A small pill with an icon and a label, laid over a photo (premium, fictional). */
export function IconMark({ tone, icon, label, className }: IconMarkProps) {
  return (
    <Mark $tone={tone} className={className}>
      <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
        {icon}
      </svg>
      {label}
    </Mark>
  );
}
