import { TimeBonusBanner } from '../../features/time-bonus/TimeBonusBanner';
import { WidgetRoot, type PaymentsWidgetProps } from './WidgetRoot';

/**
 * `./widgets/time-bonus-banner`: the welcome discount's countdown banner. The shell decides where
 * it may show (logged in, members area); the widget decides whether there is a bonus to show.
 */
export function TimeBonusBannerWidget({ platform }: PaymentsWidgetProps) {
  return (
    <WidgetRoot platform={platform}>
      <TimeBonusBanner />
    </WidgetRoot>
  );
}
