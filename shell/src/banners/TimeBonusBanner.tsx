import { usePlatform, useSession } from '@amora/ui';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { WidgetErrorBoundary } from '../modals/WidgetErrorBoundary';
import { shouldShowTimeBonusWidgets } from './banner-rules';
import { usePaymentsWidget } from './load-payments-widget';

/**
 * The welcome discount's countdown banner (`mf_payments/widgets/time-bonus-banner`) in the members
 * area. The shell only decides where; the widget renders nothing unless a bonus runs. Until it is
 * loaded, and if it cannot be, nothing shows.
 */
export function TimeBonusBanner() {
  const platform = usePlatform();
  const { user } = useSession();
  const route = useMatchedRoute();
  const show = shouldShowTimeBonusWidgets(user, route?.name ?? null);
  const widget = usePaymentsWidget('timeBonusBanner', show);
  if (!show || !widget.data) return null;
  const Widget = widget.data;
  return (
    <WidgetErrorBoundary fallback={null}>
      <Widget platform={platform} />
    </WidgetErrorBoundary>
  );
}
