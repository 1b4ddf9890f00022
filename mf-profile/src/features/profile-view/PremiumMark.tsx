import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(0.5)} ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  svg {
    width: 14px;
    height: 14px;
  }
`;

export interface PremiumMarkProps {
  className?: string;
}

/** The premium badge on a premium member's photos. */
export function PremiumMark({ className }: PremiumMarkProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Mark className={className}>
      <svg viewBox="0 0 16 16" focusable="false" aria-hidden="true">
        <path d="M8 1.5l2 4.2 4.5.6-3.3 3.1.8 4.5L8 11.7l-4 2.2.8-4.5L1.5 6.3 6 5.7z" fill="currentColor" />
      </svg>
      {t('profileView.premium')}
    </Mark>
  );
}
