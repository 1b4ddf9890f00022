import type { DailyAllowance } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { formatDuration, useCountdown } from '../shared/useCountdown';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The visible limit: likes left today and a live countdown to the reset. */
export function LikesLeft({ allowance }: { allowance: DailyAllowance }) {
  const { t } = useTranslation(NAMESPACE);
  const left = useCountdown(allowance.resets_at);
  return (
    <Bar>
      {/* Announced when it changes (after each like), not every second as the countdown ticks. */}
      <span role="status">
        <strong>{t('swipe.likesLeft', { count: allowance.left, limit: allowance.limit })}</strong>
      </span>
      <span>
        {t('swipe.resetsIn')} <time dateTime={allowance.resets_at}>{formatDuration(left)}</time>
      </span>
    </Bar>
  );
}
