import { TimeBonusWidget } from './TimeBonusWidget';

/** The welcome discount's countdown banner (`mf_payments/widgets/time-bonus-banner`). */
export function TimeBonusBanner() {
  return <TimeBonusWidget name="timeBonusBanner" />;
}
