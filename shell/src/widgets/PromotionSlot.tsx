import type { PlatformProps, RouteName, SiteSettings } from '@amora/contracts';
import { usePlatform } from '@amora/ui';
import { useRemoteWidget } from '../federation/load-widget';
import { WidgetErrorBoundary } from '../modals/WidgetErrorBoundary';
import { useMatchedRoute } from '../routing/useMatchedRoute';

/** mf-landers' member-resell and live-cam block (ADR 0016). */
const PROMOTION = {
  remote: 'mf_landers',
  id: 'mf_landers/widgets/promotion',
  exportName: 'PromotionWidget',
} as const;

/** The pages with the promotion slot: below the search results of the members area. */
const PROMOTION_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['members']);

/**
 * Whether the slot loads the block: only on its pages, and only where the site's data turns the
 * promotion on (`member_resell`) and names the partner it links to (`partner_url`). Anywhere else
 * not a byte of it is downloaded.
 */
export function shouldShowPromotion(
  settings: Pick<SiteSettings, 'member_resell' | 'partner_url'> | null,
  routeName: RouteName | null,
): boolean {
  return Boolean(
    routeName && PROMOTION_ROUTES.has(routeName) && settings?.member_resell && settings.partner_url,
  );
}

/**
 * The shell's slot for the promotion block, below the area's page (the search results on
 * `/members`). The shell composes it: mf-profile, which owns the page, knows nothing of it.
 */
export function PromotionSlot() {
  const platform = usePlatform();
  const route = useMatchedRoute();
  const enabled = shouldShowPromotion(platform.getSettings(), route?.name ?? null);
  const widget = useRemoteWidget<{ platform: PlatformProps }>(PROMOTION, enabled);
  const Widget = widget.data;
  if (!enabled || !Widget) return null;
  return (
    <WidgetErrorBoundary fallback={null}>
      <Widget platform={platform} />
    </WidgetErrorBoundary>
  );
}
