import { TimeBonusWidget } from '../banners/TimeBonusWidget';

/**
 * The time-bonus modal (`mf_payments/widgets/time-bonus-modal`), mounted while the member is in the
 * members area: its 40 s timer runs from entering the area and moving between members pages keeps
 * it (same element, same position), while leaving the area unmounts it and cancels the timer.
 */
export function TimeBonusModal() {
  return <TimeBonusWidget name="timeBonusModal" />;
}
