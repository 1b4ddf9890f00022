import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { up } from './theme.js';

export type PageCardWidth = 'sm' | 'md' | 'lg';

const MAX_WIDTH: Record<PageCardWidth, string> = { sm: '440px', md: '480px', lg: '720px' };

const Card = styled.section<{ $width: PageCardWidth }>`
  max-width: ${({ $width }) => MAX_WIDTH[$width]};
  margin: ${({ theme }) => theme.space(4)} auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${up('sm')} {
    margin-top: ${({ theme }) => theme.space(10)};
    padding: ${({ theme }) => theme.space(8)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export interface PageCardProps extends HTMLAttributes<HTMLElement> {
  /** Most pages are a narrow column of fields (md); sm for a single short form, lg for settings. */
  width?: PageCardWidth;
}

/**
 * A page of a remote as one centred card on the page background: nearly the whole width on
 * phones, floating with a shadow from the small breakpoint up. Label it with its h1
 * (`aria-labelledby`), so it is a named region.
 */
export function PageCard({ width = 'md', ...sectionProps }: PageCardProps) {
  return <Card {...sectionProps} $width={width} />;
}
