import type { PlatformProps } from '@amora/contracts';
import type { ReactNode } from 'react';
import { PlatformProvider } from './PlatformProvider.js';
import { useRegisteredTranslations } from './useRegisteredTranslations.js';

export interface AreaWidgetProps {
  platform: PlatformProps;
  children: ReactNode;
  /** What shows until the area's texts are in; nothing by default (a banner without text flickers). */
  loading?: ReactNode;
}

/**
 * The root of an area's widgets (`./widgets/*`). A widget renders in the shell's React tree, not
 * in the area's own root, so it provides the platform's contexts itself and registers the area's
 * translations, which may not be loaded when the area has not mounted on this page.
 */
export function createAreaWidget(
  namespace: string,
  loadTranslations: (locale: string) => Promise<Record<string, unknown>>,
) {
  return function AreaWidget({ platform, children, loading = null }: AreaWidgetProps) {
    const ready = useRegisteredTranslations(platform, namespace, loadTranslations);
    return <PlatformProvider platform={platform}>{ready ? children : loading}</PlatformProvider>;
  };
}
