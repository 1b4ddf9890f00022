import styled from 'styled-components';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  svg {
    width: 14px;
    height: 14px;
    flex: none;
  }
`;

export interface FictionalMarkProps {
  /** The site's label for a fictional profile (`fictional_singular`). */
  label: string;
  className?: string;
}

/** The fictional-profile icon with the site's label, so the mark is never colour or icon alone. */
export function FictionalMark({ label, className }: FictionalMarkProps) {
  return (
    <Mark className={className}>
      <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="5.5" cy="6.5" r="1" fill="currentColor" />
        <circle cx="10.5" cy="6.5" r="1" fill="currentColor" />
        <path d="M4.5 10c1.8 2 5.2 2 7 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      {label}
    </Mark>
  );
}
