import { ButtonRow } from '@amora/ui';
import styled from 'styled-components';

/** The heading of a step inside the deletion dialog; focused when the step appears. */
export const StepTitle = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
  &:focus {
    outline: none;
  }
`;

export const StepCounter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StepText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One alternative to leaving: a short pitch and its action. */
export const Offer = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The way on ("No thanks, delete") and back, held at the bottom of the dialog while the offers
 * scroll under it: on a phone the offers fill more than a screen, and the member who wants to
 * leave must not have to hunt for the button below them.
 */
export const StickyActions = styled(ButtonRow)`
  position: sticky;
  bottom: 0;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(3)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;
