import { BADGE_CAP } from '@amora/contracts/plain';
import styled from 'styled-components';

export type BadgeTone = 'unread' | 'warning' | 'danger' | 'neutral' | 'success';

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  color: #fff;
  background: ${({ theme, $tone }) =>
    ({
      unread: theme.colors.unreadMessages,
      warning: theme.colors.warning,
      danger: theme.colors.danger,
      neutral: theme.colors.textMuted,
      success: theme.colors.success,
    })[$tone]};
`;

/** The spec's badge cap: numbers above 99 show as "99+". */
export function formatBadgeCount(count: number, cap: number = BADGE_CAP): string {
  return count > cap ? `${cap}+` : String(count);
}

export interface BadgeProps {
  count: number;
  tone?: BadgeTone;
  /** Full accessible text, e.g. "3 unread messages". */
  label: string;
}

export function Badge({ count, tone = 'unread', label }: BadgeProps) {
  return (
    <Pill $tone={tone} aria-label={label} role="status">
      {formatBadgeCount(count)}
    </Pill>
  );
}
