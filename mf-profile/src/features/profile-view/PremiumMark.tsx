import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { IconMark } from '../shared/IconMark';

/** The premium mark is set bolder than the fictional one. */
const Mark = styled(IconMark)`
  font-weight: 700;
`;

export interface PremiumMarkProps {
  className?: string;
}

/** The premium badge on a premium member's photos. */
export function PremiumMark({ className }: PremiumMarkProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Mark
      tone="primary"
      label={t('profileView.premium')}
      className={className}
      icon={
        <path d="M8 1.5l2 4.2 4.5.6-3.3 3.1.8 4.5L8 11.7l-4 2.2.8-4.5L1.5 6.3 6 5.7z" fill="currentColor" />
      }
    />
  );
}
