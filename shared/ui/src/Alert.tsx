import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      ({
        info: theme.colors.secondary,
        success: theme.colors.success,
        warning: theme.colors.warning,
        danger: theme.colors.danger,
      })[$tone]};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

/**
 * min-width 0: a long e-mail address in a message wraps instead of widening the page. The basis:
 * where the text would get narrower than that beside the action (a phone), the action moves
 * below it, instead of squeezing the text and a button's label into a column that splits words
 * (German "Benachrichtigungen" broke in three at 360 px). A button's label breaks between words only.
 */
const Body = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  overflow-wrap: anywhere;

  & button {
    overflow-wrap: normal;
  }
`;

/** On its own line (narrow screens) the action keeps to the end, where it sits on wide ones. */
const ActionSlot = styled.div`
  margin-left: auto;
`;

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** An action area, e.g. a dismiss button. */
  action?: ReactNode;
}

/** Errors and warnings interrupt screen readers (role="alert"); other tones are polite. */
export function Alert({ tone = 'info', children, action }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Box $tone={tone} role={urgent ? 'alert' : 'status'}>
      <Body>{children}</Body>
      {action ? <ActionSlot>{action}</ActionSlot> : null}
    </Box>
  );
}
