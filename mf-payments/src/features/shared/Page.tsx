import { up } from '@amora/ui';
import styled from 'styled-components';

/** A page of this area inside the shell's main element: full width on a phone, centred above. */
export const Page = styled.section<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '640px' : '1200px')};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  ${up('md')} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(12)};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** A white card on the page's background. */
export const Card = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${up('md')} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

/** Text only screen readers announce. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Links and buttons in a row that wraps on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** A link that looks like the design system's primary button (a navigation, not an action). */
export const ButtonLink = styled.a<{ $variant?: 'primary' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'ghost' ? theme.colors.border : 'transparent')};
  background: ${({ theme, $variant }) => ($variant === 'ghost' ? 'transparent' : theme.colors.primary)};
  color: ${({ theme, $variant }) => ($variant === 'ghost' ? theme.colors.text : theme.colors.onPrimary)};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'ghost' ? theme.colors.background : theme.colors.primaryHover)};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
