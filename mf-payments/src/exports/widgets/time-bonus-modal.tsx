import { TimeBonusModal } from '../../features/time-bonus/TimeBonusModal';
import { WidgetRoot, type PaymentsWidgetProps } from './WidgetRoot';

/**
 * `./widgets/time-bonus-modal`: the welcome discount's modal. The shell mounts it while the member
 * is in the members area (its 40 s timer starts then and is cancelled on leaving); the widget
 * holds the payment rules: 0 credits, not dismissed, bonus running.
 */
export function TimeBonusModalWidget({ platform }: PaymentsWidgetProps) {
  return (
    <WidgetRoot platform={platform}>
      <TimeBonusModal />
    </WidgetRoot>
  );
}
