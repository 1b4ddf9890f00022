import { up } from '@amora/ui';
import styled from 'styled-components';

/** The own profile page's building blocks inside @amora/ui's PageCard. */
export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One titled block of the page, separated from the next by a rule. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.space(6)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h2:focus {
    outline: none;
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One column on phones, two from `md` up. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space(4)};
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Buttons side by side from the small breakpoint up, stacked full width on phones. */
export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  ${up('sm')} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
`;
