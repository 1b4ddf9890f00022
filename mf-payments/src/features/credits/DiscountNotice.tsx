import type { DiscountCode } from '@amora/contracts';
import { Alert } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { formatHms, splitHms } from '../time-bonus/countdown';

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space(1)};
`;

const Countdown = styled.strong`
  font-variant-numeric: tabular-nums;
`;

export interface DiscountNoticeProps {
  discount: DiscountCode;
  source: 'code' | 'welcome';
  secondsLeft: number | null;
}

/** Which discount the prices below include: the welcome bonus with its countdown, or a typed code. */
export function DiscountNotice({ discount, source, secondsLeft }: DiscountNoticeProps) {
  const { t } = useTranslation(NAMESPACE);
  if (source === 'welcome') {
    const left = splitHms(secondsLeft ?? 0);
    return (
      <Alert tone="success">
        <Line>
          <span>{t('discount.welcomeApplied', { percentage: discount.value_percentage })}</span>
          <span>{t('discount.endsIn')}</span>
          <Countdown role="timer" aria-label={t('discount.timeLeft', left)}>
            {formatHms(secondsLeft ?? 0)}
          </Countdown>
        </Line>
      </Alert>
    );
  }
  return (
    <Alert tone="success">
      {t('discount.codeApplied', { code: discount.code, percentage: discount.value_percentage })}
    </Alert>
  );
}
