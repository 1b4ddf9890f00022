import { up } from '@amora/ui';
import styled from 'styled-components';

/**
 * The account pages' building blocks: a centred card on the page background that uses the whole
 * width on phones and floats with a shadow from the small breakpoint up.
 */
export const PageCard = styled.section<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '720px' : '480px')};
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

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One titled block of the settings page, separated from the next by a rule. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.space(6)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
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
  }
`;

export const Links = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  text-align: center;
`;
