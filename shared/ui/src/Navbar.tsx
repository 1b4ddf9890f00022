import type { ReactNode } from 'react';
import styled from 'styled-components';
import { up } from './theme.js';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.navbar};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 1200px;
  min-height: 60px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
  ${up('md')} {
    padding: 0 ${({ theme }) => theme.space(6)};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface NavbarProps {
  /** The brand link on the left. */
  brand: ReactNode;
  /** Accessible name of the navigation landmark. */
  label: string;
  children?: ReactNode;
}

export function Navbar({ brand, label, children }: NavbarProps) {
  return (
    <Bar>
      <Inner aria-label={label}>
        {brand}
        <Actions>{children}</Actions>
      </Inner>
    </Bar>
  );
}
