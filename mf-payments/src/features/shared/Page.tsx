import { Page as AreaPage, up } from '@amora/ui';
import styled from 'styled-components';

/**
 * A page of this area: the design system's page, with more room around it from `md` up (a
 * checkout's cards need it) and its own section headings.
 */
export const Page = styled(AreaPage)`
  ${up('md')} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)}
      ${({ theme }) => theme.space(12)};
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
