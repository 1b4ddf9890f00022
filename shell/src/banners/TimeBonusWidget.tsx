import { usePlatform, useSession } from '@amora/ui';
import { WidgetErrorBoundary } from '../modals/WidgetErrorBoundary';
import { useMatchedRoute } from '../routing/useMatchedRoute';
import { shouldShowTimeBonusWidgets } from './banner-rules';
import { usePaymentsWidget } from './load-payments-widget';

/**
 * One of mf-payments' time-bonus widgets in the members area, for a member who may see it (the
 * shell decides only where; the widget holds the payment rules). Loaded the first time it may show;
 * until then, and if it cannot be loaded, nothing shows.
 */
export function TimeBonusWidget({ name }: { name: 'timeBonusBanner' | 'timeBonusModal' }) {
  const platform = usePlatform();
  const { user } = useSession();
  const route = useMatchedRoute();
  const show = shouldShowTimeBonusWidgets(user, route?.name ?? null);
  const widget = usePaymentsWidget(name, show);
  if (!show || !widget.data) return null;
  const Widget = widget.data;
  return (
    <WidgetErrorBoundary fallback={null}>
      <Widget platform={platform} />
    </WidgetErrorBoundary>
  );
}
