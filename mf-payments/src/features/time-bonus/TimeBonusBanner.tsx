import { TIME_BONUS_CODE } from '@amora/contracts';
import { PlatformLink, up } from '@amora/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { paymentPaths } from '../shared/payment-paths';
import { formatHms, splitHms } from './countdown';
import { useTimeBonus } from './useTimeBonus';

const Bar = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  ${up('md')} {
    flex-wrap: nowrap;
  }
  p {
    flex: 1 1 220px;
    margin: 0;
  }
`;

const Clock = styled.strong`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
`;

const Cta = styled(PlatformLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The welcome discount's top banner: the percentage, a countdown (hours:minutes:seconds, every
 * second) and the way to the credits page with the code. Renders nothing without a running bonus,
 * so it disappears at 0, on logout and once the member paid.
 */
export function TimeBonusBanner() {
  const { t } = useTranslation(NAMESPACE);
  const { visible, discount, secondsLeft } = useTimeBonus();
  if (!visible || !discount || secondsLeft === null) return null;
  return (
    <Bar aria-label={t('timeBonus.bannerLabel')}>
      <p>{t('timeBonus.banner', { percentage: discount.value_percentage })}</p>
      {/* Not a live region: a screen reader would read every second; the label says the time left. */}
      <Clock role="timer" aria-label={t('discount.timeLeft', splitHms(secondsLeft))}>
        {formatHms(secondsLeft)}
      </Clock>
      <Cta to={paymentPaths.credits({ code: discount.code || TIME_BONUS_CODE })}>{t('timeBonus.cta')}</Cta>
    </Bar>
  );
}
