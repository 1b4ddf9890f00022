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

/** A dialog's actions side by side, wrapping when the dialog is narrow (unlike ButtonRow, never stacked). */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** Buttons side by side from the small breakpoint up, stacked full width on phones. */
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

/**
 * A page of an area inside the shell's main element: full width on a phone, centred above, at
 * most `$maxWidth` pixels wide (1200 by default). Label it with its h1.
 */
export const Page = styled.section<{ $maxWidth?: number }>`
  max-width: ${({ $maxWidth = 1200 }) => `${$maxWidth}px`};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  ${up('md')} {
    padding-top: ${({ theme }) => theme.space(6)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** Text only screen readers announce (live counts, message states, key hints). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
