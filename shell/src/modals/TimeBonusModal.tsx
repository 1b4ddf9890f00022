import { usePlatform, useSession } from '@amora/ui';
import { shouldShowTimeBonusWidgets } from '../banners/banner-rules';
import { usePaymentsWidget } from '../banners/load-payments-widget';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';

/**
 * The time-bonus modal (`mf_payments/widgets/time-bonus-modal`), mounted while the member is in the
 * members area: its 40 s timer runs from entering the area and moving between members pages keeps
 * it (same element, same position), while leaving the area unmounts it and cancels the timer. The
 * widget holds the payment rules (0 credits, not dismissed, bonus running).
 */
export function TimeBonusModal() {
  const platform = usePlatform();
  const { user } = useSession();
  const route = useMatchedRoute();
  const show = shouldShowTimeBonusWidgets(user, route?.name ?? null);
  const widget = usePaymentsWidget('timeBonusModal', show);
  if (!show || !widget.data) return null;
  const Widget = widget.data;
  return (
    <WidgetErrorBoundary fallback={null}>
      <Widget platform={platform} />
    </WidgetErrorBoundary>
  );
}
