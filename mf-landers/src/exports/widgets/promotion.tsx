import type { PlatformProps } from '@amora/contracts';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { PromotionBlock } from '../../features/promotion/PromotionBlock';
import { NAMESPACE, loadTranslations } from '../../i18n';

export interface PromotionWidgetProps {
  platform: PlatformProps;
}

/** One registration per platform: the slot may render the widget on many pages. */
const registrations = new WeakMap<PlatformProps, Promise<void>>();

/**
 * `./widgets/promotion`: the member-resell and live-cam block for a slot of the members area (for
 * example below search results). It renders in the shell's tree, so it provides i18n and the
 * theme itself; until the landers texts are loaded it renders nothing (an advert can wait).
 */
export function PromotionWidget({ platform }: PromotionWidgetProps) {
  const [ready, setReady] = useState(() => platform.i18n.hasLoadedNamespace(NAMESPACE));
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    let registration = registrations.get(platform);
    if (!registration) {
      registration = platform.registerTranslations(NAMESPACE, loadTranslations);
      registrations.set(platform, registration);
    }
    void registration.then(
      () => active && setReady(true),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [platform, ready]);
  if (!ready) return null;
  return (
    <I18nextProvider i18n={platform.i18n}>
      <ThemeProvider theme={platform.theme as DefaultTheme}>
        <PromotionBlock settings={platform.getSettings()} tracking={platform.persisted.getTracking()} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
