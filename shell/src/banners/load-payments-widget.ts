import type { PlatformProps } from '@amora/contracts';
import { loadWidget, useRemoteWidget } from '../federation/load-widget';

/** What the shell passes to a payments widget: the platform, as to the signup widget. */
export interface PaymentsWidgetProps {
  platform: PlatformProps;
}

/** The payments widgets the shell shows, each its expose and the component it exports. */
export const PAYMENTS_WIDGETS = {
  timeBonusBanner: {
    remote: 'mf_payments',
    id: 'mf_payments/widgets/time-bonus-banner',
    exportName: 'TimeBonusBannerWidget',
  },
  timeBonusModal: {
    remote: 'mf_payments',
    id: 'mf_payments/widgets/time-bonus-modal',
    exportName: 'TimeBonusModalWidget',
  },
} as const;
export type PaymentsWidgetName = keyof typeof PAYMENTS_WIDGETS;

/** Loads one payments widget and checks it exports its component. */
export function loadPaymentsWidget(name: PaymentsWidgetName) {
  return loadWidget<PaymentsWidgetProps>(PAYMENTS_WIDGETS[name]);
}

/** A payments widget, loaded the first time it may show (the banner and modal are offers). */
export function usePaymentsWidget(name: PaymentsWidgetName, enabled: boolean) {
  return useRemoteWidget<PaymentsWidgetProps>(PAYMENTS_WIDGETS[name], enabled);
}
