import { minWidthQuery, up } from '@amora/ui';
import styled from 'styled-components';

/** Cards two by two on phones, three from 768 px, four from 992 px. */
export const ProfileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/**
 * How many cards the grid's first row holds at the window's width (the columns above): the first
 * screen's photos, which load before the others. Two where the width is unknown.
 */
export function firstRowCards(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): number {
  const atLeast = (breakpoint: 'md' | 'lg') =>
    typeof win?.matchMedia === 'function' && win.matchMedia(minWidthQuery(breakpoint)).matches;
  if (atLeast('lg')) return 4;
  return atLeast('md') ? 3 : 2;
}
