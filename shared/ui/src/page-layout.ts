import styled from 'styled-components';
import { up } from './theme.js';

/** The lead paragraph under a PageCard's h1. */
export const PageIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One titled block of a PageCard (label it with its h2), separated from the next by a rule. Pages
 * move focus to a section's h2 (`tabIndex={-1}`) after a change; it is no control, so no ring.
 */
export const PageSection = styled.section`
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

/** A short explanation under a section's heading or next to a control. */
export const MutedText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Form fields in one column on phones, two from `md` up. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: ${({ theme }) => theme.space(4)};
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Buttons side by side from the small breakpoint up, stacked full width on phones. */
/** A dialog's actions side by side, wrapping when the dialog is narrow (unlike ButtonRow, never stacked). */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  ${up('sm')} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;
