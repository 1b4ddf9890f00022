import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
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

/** min-width 0: a long e-mail address in a message wraps instead of widening the page. */
const Body = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
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
      {action}
    </Box>
  );
}
