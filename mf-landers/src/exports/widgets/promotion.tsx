import type { PlatformProps } from '@amora/contracts';
import { createAreaWidget } from '@amora/ui';
import { PromotionBlock } from '../../features/promotion/PromotionBlock';
import { NAMESPACE, loadTranslations } from '../../i18n';

export interface PromotionWidgetProps {
  platform: PlatformProps;
}

const LandersWidget = createAreaWidget(NAMESPACE, loadTranslations);

/**
 * `./widgets/promotion`: the member-resell and live-cam block for a slot of the members area (for
 * example below search results). Until the landers texts are in it renders nothing (an advert
 * can wait).
 */
export function PromotionWidget({ platform }: PromotionWidgetProps) {
  return (
    <LandersWidget platform={platform}>
      <PromotionBlock settings={platform.getSettings()} tracking={platform.persisted.getTracking()} />
    </LandersWidget>
  );
}
