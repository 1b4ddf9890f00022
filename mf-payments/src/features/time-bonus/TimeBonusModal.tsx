import { DISMISSAL_KEYS, TIME_BONUS_MODAL_DELAY_MS } from '@amora/contracts';
import { Modal, PlatformLink, usePlatform, useSession } from '@amora/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { NAMESPACE } from '../../i18n';
import { paymentPaths } from '../shared/payment-paths';
import { formatHms, splitHms } from './countdown';
import { useTimeBonus } from './useTimeBonus';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  text-align: center;
  p {
    margin: 0;
  }
`;

const Clock = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-variant-numeric: tabular-nums;
`;

const Cta = styled(PlatformLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * The time-bonus modal (spec section 4): it opens TIME_BONUS_MODAL_DELAY_MS after this component
 * mounts, which the shell does on entering the members area; leaving unmounts it and cancels the
 * timer. It shows only to a member with 0 credits who has not dismissed it, while the bonus runs.
 * Closing stores the dismissal time (`time-bonus-modal`), so it stays away on later visits.
 */
export function TimeBonusModal() {
  const { t } = useTranslation(NAMESPACE);
  const { persisted } = usePlatform();
  const { user } = useSession();
  const { visible, discount, secondsLeft } = useTimeBonus();
  const [due, setDue] = useState(false);
  const [dismissedAt, setDismissedAt] = useState(() =>
    persisted.getDismissedAt(DISMISSAL_KEYS.timeBonusModal),
  );
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const open =
    due &&
    !closed &&
    dismissedAt === null &&
    user?.credits === 0 &&
    visible &&
    discount !== null &&
    secondsLeft !== null;
  const dismiss = () => {
    const at = Date.now();
    persisted.dismiss(DISMISSAL_KEYS.timeBonusModal, at);
    setDismissedAt(at);
  };
  return (
    <Modal open={open} title={t('timeBonus.modalTitle')} closeLabel={t('timeBonus.close')} onClose={dismiss}>
      {discount && secondsLeft !== null ? (
        <Body>
          <p>{t('timeBonus.modalText', { percentage: discount.value_percentage })}</p>
          <p>
            <Clock role="timer" aria-label={t('discount.timeLeft', splitHms(secondsLeft))}>
              {formatHms(secondsLeft)}
            </Clock>
          </p>
          <Cta to={paymentPaths.credits({ code: discount.code })} onClick={() => setClosed(true)}>
            {t('timeBonus.cta')}
          </Cta>
        </Body>
      ) : null}
    </Modal>
  );
}
